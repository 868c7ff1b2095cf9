import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { Button } from '../../../components/ui/button';
import { INPUT_CLASSES } from '../../../components/ui/field';

/** Editable list of short texts (weapon pros and cons). Enter in the new-entry box adds it. */
export function TextListEditor({
  label,
  items,
  onChange,
  addLabel,
}: {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  addLabel: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const add = () => {
    const text = draft.trim();
    if (!text) return;
    onChange([...items, text]);
    setDraft('');
  };
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      {items.map((item, index) => (
        <div key={index} className="flex items-center gap-2">
          <input
            aria-label={`${label} ${index + 1}`}
            value={item}
            maxLength={200}
            onChange={(e) => onChange(items.map((x, i) => (i === index ? e.target.value : x)))}
            className={`${INPUT_CLASSES} min-w-0 flex-1`}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('admin.common.removeNamed', { name: item || `${label} ${index + 1}` })}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            <Trash2 size={16} aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div className="flex items-center gap-2">
        <input
          aria-label={addLabel}
          placeholder={addLabel}
          value={draft}
          maxLength={200}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className={`${INPUT_CLASSES} min-w-0 flex-1`}
        />
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus size={14} aria-hidden="true" />}
          disabled={!draft.trim()}
          onClick={add}
        >
          {t('admin.common.add')}
        </Button>
      </div>
    </fieldset>
  );
}
