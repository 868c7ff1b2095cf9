import { useTranslation } from 'react-i18next';
import { foundInPlace, pathTo, slugify, type Item, type ItemLink } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { useItemFormat } from './use-item-format';

/** Where the item is found: map and area, our names beside the Chinese ones, with the data's date. */
export function FoundIn({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const f = useItemFormat();
  return (
    <section aria-labelledby="item-found-in" className="mt-8">
      <h2 id="item-found-in" className="mb-2 text-lg font-bold">
        {t('items.foundIn.title')}
      </h2>
      {item.found_in?.length ? (
        <>
          <ul className="space-y-1 text-sm" data-testid="item-found-in">
            {item.found_in.map((p) => {
              const place = foundInPlace(p, i18n.language);
              return (
                <li key={`${p.map_cn}-${p.area_cn}`}>
                  {place.mapSlug ? (
                    <PrefetchLink to={`${pathTo('cards')}?map=${place.mapSlug}`} className="df-link">
                      {place.map}
                    </PrefetchLink>
                  ) : (
                    <span lang="zh">{p.map_cn}</span>
                  )}
                  {' · '}
                  {place.area && <>{place.area} </>}
                  <span lang="zh" className="text-fg-muted">
                    {place.area ? `(${p.area_cn})` : p.area_cn}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="mt-2 text-xs text-fg-muted">
            {t('items.foundIn.note', { date: item.found_in_as_of ? f.day(item.found_in_as_of) : '—' })}
          </p>
        </>
      ) : (
        <p className="text-sm text-fg-muted">{t('items.foundIn.none')}</p>
      )}
    </section>
  );
}

export const linkTo = (l: ItemLink) => {
  switch (l.kind) {
    case 'keycard':
      return `${pathTo('cards')}?${new URLSearchParams({ ...(l.map ? { map: slugify(l.map) } : {}), q: l.name ?? l.id })}`;
    case 'storage':
      return `${pathTo('storage')}?q=${encodeURIComponent(l.name ?? l.id)}`;
    case 'weapon':
      return pathTo('weapon', { weaponNameId: l.id });
    case 'round':
      return pathTo('round', { roundId: l.id });
    case 'armor':
      return pathTo('armorPiece', { pieceId: l.id });
  }
};

/** What the item is elsewhere on the wiki (its keycard, storage item, weapon, round or armour piece). */
export function ItemLinks({ item }: { item: Item }) {
  const { t } = useTranslation();
  if (!item.links.length) return null;
  return (
    <section aria-labelledby="item-links" className="mt-8">
      <h2 id="item-links" className="mb-2 text-lg font-bold">
        {t('items.links.title')}
      </h2>
      <ul className="space-y-1 text-sm">
        {item.links.map((l) => (
          <li key={`${l.kind}-${l.id}`}>
            <PrefetchLink to={linkTo(l)} className="df-link" data-testid={`item-link-${l.kind}`}>
              {t(`items.links.${l.kind}`, { name: l.name ?? item.name })}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One price per thing: the pages this item links to show its market price, unless an editor entered
 * a newer price there. Then that newer price is named here, so the two pages never disagree unsaid.
 */
export function NewerPrices({ item, asOf }: { item: Item; asOf: string | null }) {
  const { t } = useTranslation();
  const f = useItemFormat();
  const day = asOf?.slice(0, 10) ?? '';
  const newer = item.links.filter((l) => l.price !== null && l.price_as_of && l.price_as_of > day);
  if (!newer.length) return null;
  return (
    <ul
      className="mt-3 space-y-1 rounded-lg border border-line-strong p-3 text-sm"
      data-testid="newer-prices"
    >
      {newer.map((l) => (
        <li key={`${l.kind}-${l.id}`}>
          {t('items.newerPrice', { price: f.int(l.price!), date: f.day(l.price_as_of!) })}{' '}
          <PrefetchLink to={linkTo(l)} className="df-link">
            {t(`items.links.${l.kind}`, { name: l.name ?? item.name })}
          </PrefetchLink>
        </li>
      ))}
    </ul>
  );
}
