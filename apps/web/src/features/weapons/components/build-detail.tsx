import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Copy from 'lucide-react/icons/copy';
import Star from 'lucide-react/icons/star';
import type { Build } from '@dfwiki/shared';
import { Button } from '../../../components/ui/button';
import { KeptHtml } from '../../../take-over/kept-html';
import { ExampleNote } from '../../../components/ui/example-note';
import { useCopy } from '../hooks/use-copy';
import { shortSourceName, valuesBy } from './build-provenance';
import { AttachmentList, BuildImage, PerformanceBars } from './build-parts';
import { SaveBuildButton } from './save-build-button';

/** The small visible tag on a build's rating and performance values, saying whose guess they are. */
function ValuesTag({ build }: { build: Build }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="values-tag"
      className="rounded border border-line-strong px-1.5 text-xs font-semibold tracking-wide text-fg uppercase"
    >
      {t(`weapons.builds.valuesBy.${valuesBy(build)}`)}
    </span>
  );
}

function Section({ title, tag, children }: { title: string; tag?: ReactNode; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="mb-3 flex flex-wrap items-center gap-2 text-sm font-bold tracking-wide text-fg-muted uppercase">
        {title}
        {tag}
      </h3>
      {children}
    </section>
  );
}

const LONG_DATE = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;

/**
 * "Imported <date> from <list>" for a build taken from a published list (and "Last edited" once
 * it was changed on another day), else "Last edited <date>", the day of its newest revision
 * (docs/history.md): the real dates, in UTC so the server and the browser render the same day.
 */
function BuildDates({ build }: { build: Build }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString(i18n.language, LONG_DATE);
  };
  const created = day(build.created_at);
  const edited = build.last_edited_at ? day(build.last_edited_at) : null;
  return (
    <>
      {build.source && created && (
        <span data-testid="build-imported">
          {t('weapons.builds.imported', { date: created, source: shortSourceName(build.source) })}
        </span>
      )}
      {edited && (!build.source || edited !== created) && (
        <span data-testid="build-last-edited">{t('common.lastEdited', { date: edited })}</span>
      )}
    </>
  );
}

/** The build's two pictures: its weapon builder screen and its recoil pattern. */
const IMAGES = {
  builder: {
    src: (build: Build) => build.weapon_builder_img,
    title: 'weapons.builds.image',
    alt: 'weapons.builds.imageAlt',
    empty: 'weapons.builds.noImage',
  },
  recoil: {
    src: (build: Build) => build.weapon_control_img,
    title: 'weapons.builds.recoil',
    alt: 'weapons.builds.recoilAlt',
    empty: 'weapons.builds.noRecoil',
  },
} as const;

function ImageSection({ build, image }: { build: Build; image: keyof typeof IMAGES }) {
  const { t } = useTranslation();
  const texts = IMAGES[image];
  return (
    <Section title={t(texts.title)}>
      <BuildImage src={texts.src(build)} alt={t(texts.alt, { name: build.name })} empty={t(texts.empty)} />
    </Section>
  );
}

/** The selected build: rating, dates, Copy Build, image, performance, recoil, attachments, code, creator. */
export function BuildDetail({ build }: { build: Build }) {
  const { t, i18n } = useTranslation();
  const copy = useCopy();
  const copyCode = () =>
    void copy(build.build_code, t('weapons.builds.copied'), t('weapons.detail.copyFailed'));

  return (
    <article
      aria-labelledby="build-title"
      className="rounded-2xl border border-build-card-line bg-build-card p-5 text-build-card-fg sm:p-6"
      data-testid="build-detail"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <KeptHtml data={build} className="min-w-0">
          {(build) => (
            <>
              <h2 id="build-title" className="text-2xl font-bold">
                {build.name}
              </h2>
              <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted">
                <span className="inline-flex items-center gap-1">
                  <Star size={16} aria-hidden="true" className="fill-current text-caution" />
                  <span>{t('weapons.builds.rating', { rating: build.rating.toFixed(1) })}</span>
                  <ValuesTag build={build} />
                </span>
                <BuildDates build={build} />
              </p>
            </>
          )}
        </KeptHtml>
        <div className="flex flex-wrap gap-2">
          <SaveBuildButton build={build} />
          <Button
            onClick={copyCode}
            disabled={!build.build_code}
            icon={<Copy size={16} aria-hidden="true" />}
          >
            {t('weapons.builds.copy')}
          </Button>
        </div>
      </div>
      {/* What only shows the build keeps the server's HTML until another build is shown. */}
      <KeptHtml data={build} className="contents">
        {(build) => (
          <>
            {build.source && (
              <ExampleNote contribute className="mt-4">
                {t('weapons.builds.exampleNote')}
              </ExampleNote>
            )}
            {build.description && <p className="mt-4 leading-7">{build.description}</p>}
            {build.tags.length > 0 && (
              <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1.5">
                <ul className="flex flex-wrap gap-1.5" aria-label={t('weapons.tags')}>
                  {build.tags.map((tag) => (
                    <li key={tag.id} className="rounded-full border border-line px-2 py-0.5 text-xs">
                      {tag.name}
                    </li>
                  ))}
                </ul>
                <p className="text-xs text-fg-muted" data-testid="tags-opinion">
                  {t('weapons.builds.tagsOpinion')}
                </p>
              </div>
            )}
          </>
        )}
      </KeptHtml>
      <div className="mt-2 grid gap-x-8 lg:grid-cols-2">
        <ImageSection build={build} image="builder" />
        <KeptHtml data={build} className="contents">
          {(build) => (
            <>
              <Section title={t('weapons.builds.performance')} tag={<ValuesTag build={build} />}>
                <PerformanceBars build={build} />
              </Section>
            </>
          )}
        </KeptHtml>
        <ImageSection build={build} image="recoil" />
        <KeptHtml data={build} className="contents">
          {(build) => (
            <>
              <Section title={t('weapons.builds.attachments')}>
                <AttachmentList build={build} />
              </Section>
            </>
          )}
        </KeptHtml>
      </div>
      <Section title={t('weapons.builds.code')}>
        <div className="flex flex-wrap items-center gap-2">
          <code
            className="min-w-0 flex-1 rounded-lg border border-line bg-sunken px-3 py-2 font-mono text-sm break-all"
            data-testid="build-code"
          >
            {build.build_code || t('weapons.na')}
          </code>
          <Button
            variant="secondary"
            size="sm"
            onClick={copyCode}
            disabled={!build.build_code}
            aria-label={t('weapons.builds.copy')}
          >
            <Copy size={16} aria-hidden="true" />
          </Button>
        </div>
      </Section>
      <KeptHtml data={build} className="contents">
        {(build) => (
          <>
            {build.source ? (
              <Section title={t('weapons.builds.sourceTitle')}>
                <p className="text-sm break-words" data-testid="build-source">
                  {build.source}
                </p>
              </Section>
            ) : (
              <Section title={t('weapons.builds.creator')}>
                <div className="flex items-center gap-3">
                  {build.creator_avatar ? (
                    <img src={build.creator_avatar} alt="" className="size-10 rounded-full object-cover" />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-10 items-center justify-center rounded-full bg-accent font-bold text-accent-fg"
                    >
                      {(build.creator_name || '?').charAt(0).toUpperCase()}
                    </span>
                  )}
                  <div>
                    <p className="font-semibold">{build.creator_name || t('weapons.builds.anonymous')}</p>
                    <p className="text-sm text-fg-muted">
                      {t('weapons.builds.contributions', { count: build.creator_contributions })}
                    </p>
                    {build.submitted_at && (
                      <p className="text-sm text-fg-muted" data-testid="build-submitted">
                        {t('weapons.builds.submitted', {
                          // UTC: the server and the browser render the same day.
                          date: new Date(build.submitted_at).toLocaleDateString(i18n.language, LONG_DATE),
                        })}
                      </p>
                    )}
                  </div>
                </div>
              </Section>
            )}
          </>
        )}
      </KeptHtml>
    </article>
  );
}
