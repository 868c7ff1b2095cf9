import { useTranslation } from 'react-i18next';
import Plus from 'lucide-react/icons/plus';
import type { ItemType } from '@dfwiki/shared';
import { Button } from '../../../../components/ui/button';
import { INPUT_CLASSES, NamedOptions, SELECT_CLASSES } from '../../../../components/ui/field';
import { RemoveRowButton, nextRowKey, type RowsEditorProps } from '../../../../components/ui/list-editor';
import type { KeycardItemRow } from './keycard-form-model';

/** Room items of a keycard: item type + quantity (≥ 1), add and remove rows. */
export function KeycardItemsEditor({
  rows,
  itemTypes,
  onChange,
}: RowsEditorProps<KeycardItemRow> & { itemTypes: ItemType[] }) {
  const { t } = useTranslation();
  const update = (key: number, patch: Partial<KeycardItemRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const add = () => onChange([...rows, { key: nextRowKey(rows), item_type_id: '', quantity: '1' }]);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold">{t('admin.cards.items')}</legend>
      {rows.length === 0 && <p className="text-sm text-fg-muted">{t('admin.cards.noItems')}</p>}
      {rows.map((row, index) => (
        <div key={row.key} className="flex items-center gap-2">
          <select
            aria-label={t('admin.cards.itemType', { n: index + 1 })}
            value={row.item_type_id}
            onChange={(e) => update(row.key, { item_type_id: e.target.value })}
            className={`${SELECT_CLASSES} min-w-0 flex-1`}
          >
            <NamedOptions items={itemTypes} placeholder={t('admin.cards.chooseItem')} />
          </select>
          <input
            type="number"
            min={1}
            step={1}
            aria-label={t('admin.cards.quantity', { n: index + 1 })}
            value={row.quantity}
            onChange={(e) => update(row.key, { quantity: e.target.value })}
            onBlur={() =>
              update(row.key, { quantity: String(Math.max(1, Math.trunc(Number(row.quantity)) || 1)) })
            }
            className={`${INPUT_CLASSES} w-24`}
          />
          <RemoveRowButton
            label={t('admin.cards.removeItem', { n: index + 1 })}
            onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
          />
        </div>
      ))}
      <Button variant="secondary" size="sm" icon={<Plus size={14} aria-hidden="true" />} onClick={add}>
        {t('admin.cards.addItem')}
      </Button>
    </fieldset>
  );
}
