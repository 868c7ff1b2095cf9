import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Sparkles from 'lucide-react/icons/sparkles';
import Share2 from 'lucide-react/icons/share-2';
import Target from 'lucide-react/icons/target';
import Users from 'lucide-react/icons/users';
import { type FeaturedBuild, MEMBER_PATHS, pathTo } from '@dfwiki/shared';
import { ButtonLink } from '../../../components/ui/button';
import { KeptHtml } from '../../../take-over/kept-html';

/**
 * Community builds banner: the builds editors featured (newest first, in the page's first HTML),
 * and the call to submit one; any player may, and editors review it before it is shown. Without
 * featured builds it only asks for submissions.
 */
export function FeaturedBanner({ builds = [] }: { builds?: FeaturedBuild[] }) {
  const { t } = useTranslation();
  const texts = builds.length ? 'weapons.featured.picked' : 'weapons.featured';
  return (
    <section
      aria-labelledby="featured-builds-title"
      className="mb-8 rounded-2xl border border-build-card-line bg-build-card p-6 text-build-card-fg"
      data-testid="featured-banner"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-fg"
          >
            <Sparkles size={24} />
          </span>
          <div>
            <h2 id="featured-builds-title" className="text-lg font-bold">
              {t(`${texts}.title`)}
            </h2>
            <p className="mt-1 text-sm text-fg-muted">{t(`${texts}.text`)}</p>
          </div>
        </div>
        <ButtonLink to={MEMBER_PATHS.newSubmission} className="shrink-0">
          {t('weapons.featured.button')}
        </ButtonLink>
      </div>
      {builds.length > 0 && (
        // Only shows the builds: the server's HTML stays until the featured list changes.
        <KeptHtml data={builds} className="contents">
          {(builds) => <FeaturedCards builds={builds} />}
        </KeptHtml>
      )}
    </section>
  );
}

/** One small card per featured build, linking to the build on its weapon's page. */
function FeaturedCards({ builds }: { builds: FeaturedBuild[] }) {
  const { t } = useTranslation();
  return (
    // On a phone one row that scrolls sideways, so the weapons stay near the top; a grid from sm up.
    <ul
      className="mt-5 -mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-1 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3"
      data-testid="featured-builds"
    >
      {builds.map((build) => (
        <li
          key={build.id}
          className="relative w-64 max-w-[80vw] shrink-0 snap-start rounded-xl border border-card-line bg-card p-4 text-card-fg focus-within:border-accent hover:border-accent sm:w-auto sm:max-w-none sm:min-w-0"
        >
          <p className="truncate text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {build.weapon.name}
          </p>
          <h3 className="mt-1 truncate font-bold">
            <Link
              to={`${pathTo('weapon', { weaponNameId: build.weapon.slug })}?build=${build.id}`}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:underline focus-visible:outline-none"
            >
              {build.name}
            </Link>
          </h3>
          {build.creator_name && (
            <p className="mt-0.5 truncate text-sm text-fg-muted">
              {t('weapons.featured.by', { name: build.creator_name })}
            </p>
          )}
          {build.build_code && (
            <p className="mt-2 truncate font-mono text-xs text-fg-muted" translate="no">
              {build.build_code}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

const TILES = [
  { id: 'codes', icon: Share2 },
  { id: 'ttk', icon: Target },
  { id: 'community', icon: Users },
] as const;

/** The three info tiles at the bottom of the builds index. */
export function InfoTiles() {
  const { t } = useTranslation();
  return (
    <ul className="mt-10 grid gap-4 md:grid-cols-3">
      {TILES.map(({ id, icon: Icon }) => (
        <li key={id} className="rounded-xl border border-card-line bg-card p-5 text-card-fg">
          <Icon size={22} aria-hidden="true" className="text-accent theme-contrast:text-link" />
          <h2 className="mt-3 font-bold">{t(`weapons.info.${id}.title`)}</h2>
          <p className="mt-1 text-sm leading-6 text-fg-muted">{t(`weapons.info.${id}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
