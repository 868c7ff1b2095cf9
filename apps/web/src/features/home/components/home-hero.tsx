import { useTranslation } from 'react-i18next';
import BookOpen from 'lucide-react/icons/book-open';
import Crosshair from 'lucide-react/icons/crosshair';
import { ButtonLink } from '../../../components/ui/button';
import { pathTo } from '@dfwiki/shared';

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="home-title"
      className="relative overflow-hidden rounded-3xl border border-line bg-surface px-6 py-12 sm:px-10 sm:py-16"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-60 [background-image:radial-gradient(circle_at_85%_20%,var(--df-accent)_0,transparent_38%)] [mask-image:linear-gradient(to_left,black,transparent_70%)] theme-contrast:hidden"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-[0.07] [background-image:linear-gradient(var(--df-fg)_1px,transparent_1px),linear-gradient(90deg,var(--df-fg)_1px,transparent_1px)] [background-size:32px_32px]"
      />
      <div className="relative max-w-2xl">
        <p className="text-sm font-semibold tracking-widest text-accent uppercase theme-contrast:text-link">
          {t('home.hero.eyebrow')}
        </p>
        <h1 id="home-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t('home.hero.title')}
        </h1>
        <p className="mt-4 text-lg leading-8 text-fg-muted">{t('home.hero.text')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={pathTo('guide')} size="lg" icon={<BookOpen size={20} aria-hidden="true" />}>
            {t('home.hero.primary')}
          </ButtonLink>
          <ButtonLink
            to={pathTo('builds')}
            variant="secondary"
            size="lg"
            icon={<Crosshair size={20} aria-hidden="true" />}
          >
            {t('home.hero.secondary')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
