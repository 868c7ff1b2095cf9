import { useTranslation } from 'react-i18next';
import { EntryRow, NewEntryBox, type RowsEditorProps } from '../ui/list-editor';

/** Editable list of short texts (weapon pros and cons, gear sources). Enter in the new-entry box adds it. */
export function TextListEditor({
  label,
  rows,
  onChange,
  addLabel,
  maxLength = 200,
}: RowsEditorProps<string> & { label: string; addLabel: string; maxLength?: number }) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      {rows.map((item, index) => (
        <EntryRow
          key={index}
          label={`${label} ${index + 1}`}
          value={item}
          maxLength={maxLength}
          onChange={(text) => onChange(rows.map((x, i) => (i === index ? text : x)))}
          removeLabel={t('admin.common.removeNamed', { name: item || `${label} ${index + 1}` })}
          onRemove={() => onChange(rows.filter((_, i) => i !== index))}
        />
      ))}
      <NewEntryBox
        label={addLabel}
        maxLength={maxLength}
        onAdd={(text) => onChange([...rows, text])}
        buttonText={t('admin.common.add')}
      />
    </fieldset>
  );
}
