import { useTranslation } from 'react-i18next';
import type { Item, ItemVariant } from '@dfwiki/shared';
import { cx } from '../../../lib/cx';
import { gradeStyle } from './grade';
import { ItemGrid } from './item-grid';
import { useItemFormat } from './use-item-format';

/** Grade, size (the grid drawn to scale), weight and base price, each with what it is. */
export function ItemFacts({ item, variant }: { item: Item; variant: ItemVariant | undefined }) {
  const { t } = useTranslation();
  const f = useItemFormat();
  const row =
    'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-line py-2 first:border-t-0';
  return (
    <dl
      className="self-start rounded-xl border border-line bg-surface px-4 py-2 text-sm"
      data-testid="item-facts"
    >
      <div className={row}>
        <dt className="text-fg-muted">{t('items.facts.grade')}</dt>
        <dd className="flex items-center gap-2 font-medium">
          <span
            aria-hidden="true"
            className={cx('inline-block h-3 w-3 rounded-full', gradeStyle(item.grade).bar)}
          />
          {item.grade === null ? '—' : t('items.grade', { grade: item.grade })}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-fg-muted">{t('items.facts.size')}</dt>
        <dd className="flex items-center gap-3">
          {item.width && item.length ? (
            <>
              <ItemGrid
                width={item.width}
                length={item.length}
                grade={item.grade}
                label={t('items.facts.gridLabel', { width: item.width, length: item.length })}
              />
              <span className="tabular-nums">
                {item.width}×{item.length} · {t('items.slots', { count: item.slots ?? 0 })}
              </span>
            </>
          ) : (
            <span title={t('items.facts.noSize')}>—</span>
          )}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-fg-muted">{t('items.facts.weight')}</dt>
        <dd>
          {item.weight_kg === null ? (
            <span title={t('items.facts.noWeight')}>—</span>
          ) : (
            <>
              {t('items.facts.kg', { kg: f.kg(item.weight_kg) })}{' '}
              <span className="text-xs text-fg-muted">
                {t(`items.facts.weightSource.${item.weight_source === 'jiansenc' ? 'official' : 'agent'}`)}
              </span>
            </>
          )}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-fg-muted">{t('items.facts.basePrice')}</dt>
        <dd>
          {variant?.base_price == null ? (
            '—'
          ) : (
            <span className="tabular-nums">{f.int(variant.base_price)}</span>
          )}{' '}
          <span className="block text-xs text-fg-muted">{t('items.facts.basePriceNote')}</span>
        </dd>
      </div>
      {item.collectible_type_cn && (
        <div className={row}>
          <dt className="text-fg-muted">{t('items.facts.type')}</dt>
          <dd lang="zh">{item.collectible_type_cn}</dd>
        </div>
      )}
    </dl>
  );
}
