import { useTranslation } from 'react-i18next';
import { INPUT_CLASSES } from '../../../components/ui/field';
import type { RowsEditorProps } from '../../../components/ui/list-editor';
import type { KeycardDifficultyRow } from './keycard-form-model';

/** Difficulties of a room: included or not, cost per open and availability. */
export function KeycardDifficultiesEditor({ rows, onChange }: RowsEditorProps<KeycardDifficultyRow>) {
  const { t } = useTranslation();
  const update = (id: number, patch: Partial<KeycardDifficultyRow>) =>
    onChange(rows.map((row) => (row.difficulty_id === id ? { ...row, ...patch } : row)));
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold">{t('admin.cards.difficulties')}</legend>
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
            {t('admin.cards.cost')}
            <input
              type="number"
              min={0}
              step={1}
              disabled={!row.enabled}
              value={row.cost}
              onChange={(e) => update(row.difficulty_id, { cost: e.target.value })}
              className={`${INPUT_CLASSES} w-32`}
            />
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
