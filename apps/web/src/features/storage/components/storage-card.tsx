import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import Backpack from 'lucide-react/icons/backpack';
import Shirt from 'lucide-react/icons/shirt';
import { SymbolIcon } from '../../../components/ui/icon-symbols';
import type { ItemPrice, StorageItem } from '@dfwiki/shared';
import { ExampleTag } from '../../../components/ui/example-note';
import { cx } from '../../../lib/cx';
import { RARITY_BAR } from './rarity';
import { SlotGridPreview } from './slot-grid-preview';

const EFFECT_LABELS: Record<string, string> = {
  'Aim Speed': 'aimSpeed',
  'Movement Speed': 'movementSpeed',
  Aiming: 'aiming',
};

function useEffectText() {
  const { t } = useTranslation();
  return (line: string) => {
    const match = /^([+-]?\d+(?:\.\d+)?%)\s+(.+)$/.exec(line.trim());
    const key = match ? EFFECT_LABELS[match[2]!] : undefined;
    return match && key ? `${match[1]} ${t(`storage.effects.${key}`)}` : line;
  };
}

/** The type icons the cards draw: the page renders them once, as symbols (IconSymbols). */
export const STORAGE_ICONS = { 'storage-backpack': Backpack, 'storage-chest-rig': Shirt };

/** The item's own inventory footprint, itemWidth × itemHeight cells. */
function ItemSize({ item }: { item: StorageItem }) {
  const { t } = useTranslation();
  return (
    <div className="df-item-size">
      {/* Its columns come from --cols (.df-item-size): a few bytes in each of dozens of cards. */}
      <span aria-hidden="true" style={{ '--cols': item.itemWidth } as CSSProperties}>
        {Array.from({ length: item.itemWidth * item.itemHeight }, (_, i) => (
          <i key={i} />
        ))}
      </span>
      <span>{t('storage.size', { w: item.itemWidth, h: item.itemHeight })}</span>
    </div>
  );
}

/** The newest sourced price with its date (source in the tooltip), or that there is none. */
function PriceText({ price, loading }: { price: ItemPrice | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  if (loading) return <span className="text-fg-muted">…</span>;
  if (!price) return <span className="df-card-none">{t('storage.noPrice')}</span>;
  const date = new Date(`${price.as_of}T12:00:00Z`).toLocaleDateString(i18n.language, {
    dateStyle: 'medium',
  });
  return (
    <span title={price.source ?? undefined}>
      {new Intl.NumberFormat(i18n.language).format(price.price)}
      <small>{t('storage.priceAsOf', { date })}</small>
    </span>
  );
}

export function StorageCard({
  item,
  price,
  loading = false,
}: {
  item: StorageItem;
  price?: ItemPrice;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const effectText = useEffectText();
  const icon = item.type === 'Backpack' ? 'storage-backpack' : 'storage-chest-rig';
  const type = t(item.type === 'Backpack' ? 'storage.types.backpack' : 'storage.types.chestRig');
  const rarity = t(`storage.rarities.${item.rarity}`);
  return (
    <article
      data-testid="storage-card"
      // A page shows dozens of cards, so their parts have short classes (styles/index.css, "Storage
      // cards"). A phone sees two of them: the browser lays out the rest (and plays their grids) only
      // as they come near the screen (.df-offscreen-card).
      className="df-offscreen-card df-storage-card"
    >
      <span className={cx('df-card-bar', RARITY_BAR[item.rarity])} />
      <div className="df-card-head">
        <div className="df-card-icon">
          {item.image ? (
            <img src={item.image} alt="" className="size-full rounded-lg object-contain" loading="lazy" />
          ) : (
            // Its size and colour come from .df-card-icon.
            <SymbolIcon id={icon} />
          )}
        </div>
        <div>
          <h2>{item.name}</h2>
          {/* Our English name is a translation: the game's own name stands beside it. */}
          <p lang="zh">{item.name_cn}</p>
          <p className="df-card-meta">
            <span>{type}</span>
            <span>
              <i className={RARITY_BAR[item.rarity]} />
              {rarity}
            </span>
          </p>
        </div>
      </div>
      <dl className="df-card-facts">
        <div>
          <dt>{t('storage.slots')}</dt>
          <dd>{item.slots}</dd>
        </div>
        <div>
          <dt>{t('storage.price')}</dt>
          <dd>
            <PriceText price={price} loading={loading} />
          </dd>
        </div>
        {/* The last fact spans both columns (.df-card-facts). */}
        <div>
          <dt>{t('storage.itemSize')}</dt>
          <dd>
            <ItemSize item={item} />
          </dd>
        </div>
      </dl>
      <div className="mt-3 px-4">
        {/* The page says once, above the cards, what the example layouts are (StoragePage). */}
        <p className="df-card-label">
          {t('storage.layout')}
          <ExampleTag />
        </p>
        <SlotGridPreview
          key={item.id}
          item={item}
          label={t('storage.layoutLabel', { name: item.name, slots: item.slots })}
        />
      </div>
      <div className="df-card-foot">
        {item.effects?.length ? (
          <ul aria-label={t('storage.effectsLabel')}>
            {item.effects.map((line) => (
              <li key={line} className={line.includes('-') ? 'text-negative' : 'text-positive'}>
                {effectText(line)}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('storage.noEffects')}</p>
        )}
      </div>
    </article>
  );
}
