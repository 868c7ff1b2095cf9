import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Eye from 'lucide-react/icons/eye';
import Wrench from 'lucide-react/icons/wrench';
import { SymbolIcon } from '../../../components/ui/icon-symbols';
import type { WeaponListItem } from '@dfwiki/shared';
import { Badge } from '../../../components/ui/badge';
import { KeptHtml } from '../../../take-over/kept-html';
import { WeaponRating } from './weapon-rating';
import { categoryLabel } from './category-label';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { pathTo } from '@dfwiki/shared';

/** The icons every card draws: the list renders them once, as symbols (IconSymbols). */
export const WEAPON_CARD_ICONS = { 'weapon-views': Eye, 'weapon-builds': Wrench };

/**
 * One weapon with builds: image, category and tier badges, tags, views and build count. Opens the
 * detail page; the list answers the link (hooks/use-card-links.ts), so all but the image (which
 * falls back when it fails to load) keeps the server's HTML until the weapon changes.
 */
export function WeaponCard({
  weapon,
  places,
}: {
  weapon: WeaponListItem;
  /** The card's place in each order (`data-order-<sort>`), for a sort chosen before the app. */
  places?: Record<string, number>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li
      {...Object.fromEntries(
        Object.entries(places ?? {}).map(([sort, place]) => [`data-order-${sort}`, place]),
      )}
      className="group relative flex flex-col overflow-hidden rounded-xl border border-build-card-line bg-build-card text-build-card-fg shadow-sm transition-[transform,box-shadow,border-color] duration-200 focus-within:border-build-card-accent hover:-translate-y-0.5 hover:border-build-card-accent hover:shadow-md motion-reduce:hover:translate-y-0"
    >
      <div className="relative aspect-[16/9] bg-sunken">
        <FallbackImage src={weapon.image_url} className="size-full object-contain p-3" />
        <KeptHtml data={weapon} className="contents">
          {(weapon) => (
            <>
              <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
                <Badge>{categoryLabel(t, weapon.category.name)}</Badge>
                {weapon.is_new && <Badge tone="success">{t('weapons.new')}</Badge>}
              </div>
              <WeaponRating tier={weapon.tier} className="absolute top-2 right-2" />
            </>
          )}
        </KeptHtml>
      </div>
      <KeptHtml data={weapon} className="flex flex-1 flex-col p-4">
        {(weapon) => (
          <>
            <h2 className="text-base leading-snug font-bold">
              <Link
                to={pathTo('weapon', { weaponNameId: weapon.slug })}
                data-weapon-id={weapon.id}
                data-weapon-slug={weapon.slug}
                className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
              >
                {weapon.name}
              </Link>
            </h2>
            {weapon.tags.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('weapons.tags')}>
                {weapon.tags.slice(0, 4).map((tag) => (
                  <li
                    key={tag.id}
                    className="rounded-full border border-line px-2 py-0.5 text-xs text-fg-muted"
                  >
                    {tag.name}
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-auto flex items-center justify-between gap-3 pt-4 text-sm text-fg-muted">
              <span className="inline-flex items-center gap-1.5" data-testid="weapon-views">
                <SymbolIcon id="weapon-views" size={16} />
                {t('weapons.views', {
                  count: weapon.views,
                  formatted: new Intl.NumberFormat(i18n.language).format(weapon.views),
                })}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <SymbolIcon id="weapon-builds" size={16} />
                {t('weapons.buildCount', { count: weapon.builds.length })}
              </span>
            </div>
          </>
        )}
      </KeptHtml>
    </li>
  );
}
