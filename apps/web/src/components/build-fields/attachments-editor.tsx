import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { ATTACHMENT_TYPES, type AttachmentType } from '@dfwiki/shared';
import { Button } from '../ui/button';
import { INPUT_CLASSES } from '../ui/field';

/** One attachment line of a form; `key` keeps React rows stable while they are edited. */
export interface AttachmentRow {
  key: number;
  name: string;
  type: AttachmentType;
}

/** Build attachments grouped by type (muzzle, barrel, optic, other). */
export function AttachmentsEditor({
  rows,
  onChange,
}: {
  rows: AttachmentRow[];
  onChange: (rows: AttachmentRow[]) => void;
}) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<Record<AttachmentType, string>>({
    muzzle: '',
    barrel: '',
    optic: '',
    other: '',
  });
  const add = (type: AttachmentType) => {
    const name = drafts[type].trim();
    if (!name) return;
    onChange([...rows, { key: Math.max(0, ...rows.map((r) => r.key)) + 1, name, type }]);
    setDrafts((d) => ({ ...d, [type]: '' }));
  };
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {ATTACHMENT_TYPES.map((type) => {
        const typeLabel = t(`admin.builds.attachmentType.${type}`);
        return (
          <fieldset key={type} className="space-y-2 rounded-lg border border-line p-3">
            <legend className="px-1 text-sm font-semibold">{typeLabel}</legend>
            {rows
              .filter((row) => row.type === type)
              .map((row) => (
                <div key={row.key} className="flex items-center gap-2">
                  <input
                    aria-label={t('admin.builds.attachmentName', { type: typeLabel })}
                    value={row.name}
                    maxLength={80}
                    onChange={(e) =>
                      onChange(rows.map((r) => (r.key === row.key ? { ...r, name: e.target.value } : r)))
                    }
                    className={`${INPUT_CLASSES} min-w-0 flex-1`}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('admin.common.removeNamed', { name: row.name || typeLabel })}
                    onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                  </Button>
                </div>
              ))}
            <div className="flex items-center gap-2">
              <input
                aria-label={t('admin.builds.addAttachment', { type: typeLabel })}
                placeholder={t('admin.builds.addAttachment', { type: typeLabel })}
                value={drafts[type]}
                maxLength={80}
                onChange={(e) => setDrafts((d) => ({ ...d, [type]: e.target.value }))}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    add(type);
                  }
                }}
                className={`${INPUT_CLASSES} min-w-0 flex-1`}
              />
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('admin.builds.addAttachment', { type: typeLabel })}
                disabled={!drafts[type].trim()}
                onClick={() => add(type)}
              >
                <Plus size={14} aria-hidden="true" />
              </Button>
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
