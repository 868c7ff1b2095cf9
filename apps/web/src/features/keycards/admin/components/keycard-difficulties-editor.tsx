import { useTranslation } from 'react-i18next';
import type { RowsEditorProps } from '../../../../components/ui/list-editor';
import type { KeycardDifficultyRow } from './keycard-form-model';

/** Difficulties of a room: included or not, and availability. The cost per open is worked out. */
export function KeycardDifficultiesEditor({ rows, onChange }: RowsEditorProps<KeycardDifficultyRow>) {
  const { t } = useTranslation();
  const update = (id: number, patch: Partial<KeycardDifficultyRow>) =>
    onChange(rows.map((row) => (row.difficulty_id === id ? { ...row, ...patch } : row)));
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold">{t('admin.cards.difficulties')}</legend>
      <p className="text-sm text-fg-muted">{t('admin.cards.costHint')}</p>
      {rows.map((row) => (
        <div
          key={row.difficulty_id}
          className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-line px-3 py-2"
        >
          <label className="flex min-w-28 items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4"
              checked={row.enabled}
              onChange={(e) => update(row.difficulty_id, { enabled: e.target.checked })}
            />
            {row.name}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              disabled={!row.enabled}
              checked={row.is_available}
              onChange={(e) => update(row.difficulty_id, { is_available: e.target.checked })}
            />
            {t('admin.cards.available')}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
