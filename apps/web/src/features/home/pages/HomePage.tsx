import { useTranslation } from 'react-i18next';
import Wrench from 'lucide-react/icons/wrench';
import Coins from 'lucide-react/icons/coins';
import KeyRound from 'lucide-react/icons/key-round';
import MapPinned from 'lucide-react/icons/map-pinned';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Heart from 'lucide-react/icons/heart';
import { LabelledSection } from '../../../components/ui/labelled-section';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { ExternalLink } from '../../../components/ui/external-link';
import { useAppConfig } from '../../../lib/app-config-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HomeHero } from '../components/home-hero';
import { ResourceCard } from '../components/resource-card';
import { pathTo } from '@dfwiki/shared';

export default function HomePage() {
  const { t } = useTranslation();
  const { supportUrl } = useAppConfig();
  useDocumentTitle(t('home.docTitle'));
  const values = ['free', 'checked', 'languages'] as const;

  return (
    <div className="space-y-16">
      <HomeHero />

      <section aria-labelledby="resources-title">
        <h2 id="resources-title" className="text-2xl font-bold tracking-tight">
          {t('home.resources.title')}
        </h2>
        <p className="mt-2 text-fg-muted">{t('home.resources.text')}</p>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          <ResourceCard
            icon={Coins}
            title={t('home.resources.items.title')}
            description={t('home.resources.items.text')}
            links={[
              { to: pathTo('items'), label: t('home.resources.items.link') },
              { to: `${pathTo('items')}?sort=value_per_slot`, label: t('home.resources.items.valueLink') },
            ]}
          />
          <ResourceCard
            icon={Wrench}
            title={t('home.resources.builds.title')}
            description={t('home.resources.builds.text')}
            links={[{ to: pathTo('builds'), label: t('home.resources.builds.link') }]}
          />
          <ResourceCard
            icon={KeyRound}
            title={t('home.resources.keycards.title')}
            description={t('home.resources.keycards.text')}
            links={[
              { to: pathTo('cards'), label: t('home.resources.keycards.link') },
              { to: pathTo('ttk'), label: t('home.resources.keycards.ttkLink') },
            ]}
          />
          <ResourceCard
            icon={MapPinned}
            title={t('home.resources.maps.title')}
            description={t('home.resources.maps.text')}
            links={[
              { to: pathTo('maps'), label: t('home.resources.maps.link') },
              { to: `${pathTo('guides')}?category=maps`, label: t('home.resources.maps.guidesLink') },
            ]}
          />
          <ResourceCard
            icon={Lightbulb}
            title={t('home.resources.tactics.title')}
            description={t('home.resources.tactics.text')}
            links={[{ to: `${pathTo('guides')}?category=tactics`, label: t('home.resources.tactics.link') }]}
          />
        </ul>
      </section>

      <section
        aria-labelledby="community-title"
        className="grid gap-8 lg:grid-cols-[1fr_1.2fr] lg:items-center"
      >
        <div>
          <h2 id="community-title" className="text-2xl font-bold tracking-tight">
            {t('home.community.title')}
          </h2>
          <p className="mt-3 leading-7 text-fg-muted">{t('home.community.text')}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3">
          {values.map((key) => (
            <li
              key={key}
              className="rounded-2xl border border-card-line border-t-4 border-t-accent bg-card p-5 text-card-fg theme-contrast:border-t-link"
            >
              <h3 className="font-semibold">{t(`home.community.${key}.title`)}</h3>
              <p className="mt-1 text-sm leading-6 text-fg-muted">{t(`home.community.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <LabelledSection
        headingId="cta-title"
        title={t('home.cta.title')}
        titleClassName="text-2xl font-bold tracking-tight"
        intro={<p className="mx-auto mt-3 max-w-2xl leading-7 text-fg-muted">{t('home.cta.text')}</p>}
        className="rounded-3xl border border-line bg-raised px-6 py-10 text-center sm:px-10"
      >
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to={pathTo('contribute')} size="lg">
            {t('home.cta.contribute')}
          </ButtonLink>
          <ExternalLink href={supportUrl} className={buttonClasses('secondary', 'lg')}>
            <Heart size={18} aria-hidden="true" className="text-negative" />
            {t('home.cta.support')}
          </ExternalLink>
        </div>
      </LabelledSection>
    </div>
  );
}
