import { useTranslation } from 'react-i18next';
import { pathTo, slugify, type MapArea, type MapKey } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { Card } from '../../../components/ui/card';
import { AreaName } from './area-name';
import { useMapFormat } from './use-map-format';

// Links at least 24 px tall: a finger's target, with the key's item link beside it.
const LINK = 'inline-flex min-h-6 items-center font-semibold text-link underline';

/** A room key: its keycard on the keycards page and its market item, where the wiki has them. */
export function KeyLinks({ keyOf, map }: { keyOf: MapKey; map: string }) {
  const { t } = useTranslation();
  const card = keyOf.keycard;
  return (
    <li className="flex flex-wrap items-baseline gap-x-2">
      {card ? (
        <PrefetchLink
          to={`${pathTo('cards')}?${new URLSearchParams({ map: slugify(map), q: card.name })}`}
          className={LINK}
          data-testid="map-key-link"
        >
          {card.name}
        </PrefetchLink>
      ) : null}
      <span lang="zh" className={card ? 'text-xs text-fg-muted' : undefined}>
        {keyOf.name_cn}
      </span>
      {keyOf.uses !== null && (
        <span className="text-xs text-fg-muted">{t('maps.area.uses', { n: keyOf.uses })}</span>
      )}
      {keyOf.item_slug && (
        <PrefetchLink
          to={pathTo('item', { itemSlug: keyOf.item_slug })}
          className="inline-flex min-h-6 items-center text-xs text-link underline"
        >
          {t('maps.area.keyItem')}
        </PrefetchLink>
      )}
    </li>
  );
}

/** One area: its room keys, then what the item data says is found there, best value per slot first. */
export function MapAreaCard({ area, map }: { area: MapArea; map: string }) {
  const { t } = useTranslation();
  const f = useMapFormat();
  const id = `area-${area.name_cn}`;
  return (
    <Card className="p-4" data-testid="map-area">
      <h3 id={id} className="text-base font-bold">
        <AreaName original={area.name_cn} />
      </h3>
      {!area.in_map_graph && <p className="mt-1 text-xs text-fg-muted">{t('maps.area.notInGraph')}</p>}
      {area.keys.length > 0 && (
        <>
          <h4 className="mt-3 text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {t('maps.area.keys')}
          </h4>
          <ul className="mt-1 space-y-1 text-sm">
            {area.keys.map((k) => (
              <KeyLinks key={k.name_cn} keyOf={k} map={map} />
            ))}
          </ul>
        </>
      )}
      {area.keys.length === 0 && area.collectibles.length === 0 && (
        <p className="mt-2 text-sm text-fg-muted">{t('maps.area.nothing')}</p>
      )}
      {area.collectibles.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          {/* A map page lists hundreds of these rows: their look is the table's (.df-figures-table). */}
          <table className="df-figures-table w-full text-left text-sm" aria-labelledby={id}>
            <caption className="mb-1 text-left text-xs font-semibold tracking-wide text-fg-muted uppercase">
              {t('maps.area.collectibles', { n: area.collectibles.length })}
            </caption>
            <thead>
              <tr className="border-b border-line text-xs text-fg-muted">
                <th scope="col">{t('maps.area.item')}</th>
                <th scope="col">{t('maps.area.slots')}</th>
                <th scope="col">{t('maps.area.price')}</th>
                <th scope="col">{t('maps.area.valuePerSlot')}</th>
              </tr>
            </thead>
            <tbody>
              {area.collectibles.map((c) => (
                <tr key={c.slug}>
                  <td>
                    <PrefetchLink to={pathTo('item', { itemSlug: c.slug })} className="text-link underline">
                      {c.name}
                    </PrefetchLink>{' '}
                    <span lang="zh" className="text-xs text-fg-muted">
                      {c.name_cn}
                    </span>
                  </td>
                  <td>{c.slots ?? <Missing />}</td>
                  <td>{c.price !== null ? f.int(c.price) : <Missing />}</td>
                  <td>{c.value_per_slot !== null ? f.int(c.value_per_slot) : <Missing />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** A figure the data does not have: a dash, and the reason for screen readers and on hover. */
function Missing() {
  const { t } = useTranslation();
  return (
    <span title={t('maps.area.missing')}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('maps.area.missing')}</span>
    </span>
  );
}
