import { useTranslation } from 'react-i18next';
import Sparkles from 'lucide-react/icons/sparkles';
import Share2 from 'lucide-react/icons/share-2';
import Target from 'lucide-react/icons/target';
import Users from 'lucide-react/icons/users';
import { MEMBER_PATHS } from '@dfwiki/shared';
import { ButtonLink } from '../../../components/ui/button';

/** Community builds banner: any player may submit a build; editors review it before it is shown. */
export function FeaturedBanner() {
  const { t } = useTranslation();
  return (
    <section className="mb-8 flex flex-col gap-4 rounded-2xl border border-build-card-line bg-build-card p-6 text-build-card-fg sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-fg"
        >
          <Sparkles size={24} />
        </span>
        <div>
          <h2 className="text-lg font-bold">{t('weapons.featured.title')}</h2>
          <p className="mt-1 text-sm text-fg-muted">{t('weapons.featured.text')}</p>
        </div>
      </div>
      <ButtonLink to={MEMBER_PATHS.newSubmission} className="shrink-0">
        {t('weapons.featured.button')}
      </ButtonLink>
    </section>
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
