import { useTranslation } from 'react-i18next';
import { ATTACHMENT_TYPES, type AttachmentType } from '@dfwiki/shared';
import { EntryRow, NewEntryBox, nextRowKey, type RowsEditorProps } from '../ui/list-editor';

/** One attachment line of a form; `key` keeps React rows stable while they are edited. */
export interface AttachmentRow {
  key: number;
  name: string;
  type: AttachmentType;
}

/** Build attachments grouped by type (muzzle, barrel, optic, other). */
export function AttachmentsEditor({ rows, onChange }: RowsEditorProps<AttachmentRow>) {
  const { t } = useTranslation();
  const rename = (key: number, name: string) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, name } : r)));
  const add = (type: AttachmentType, name: string) =>
    onChange([...rows, { key: nextRowKey(rows), name, type }]);
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
                <EntryRow
                  key={row.key}
                  label={t('admin.builds.attachmentName', { type: typeLabel })}
                  value={row.name}
                  maxLength={80}
                  onChange={(name) => rename(row.key, name)}
                  removeLabel={t('admin.common.removeNamed', { name: row.name || typeLabel })}
                  onRemove={() => onChange(rows.filter((r) => r.key !== row.key))}
                />
              ))}
            <NewEntryBox
              label={t('admin.builds.addAttachment', { type: typeLabel })}
              maxLength={80}
              onAdd={(name) => add(type, name)}
            />
          </fieldset>
        );
      })}
    </div>
  );
}
