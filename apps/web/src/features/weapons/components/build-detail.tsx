import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Copy from 'lucide-react/icons/copy';
import Star from 'lucide-react/icons/star';
import type { Build } from '@dfwiki/shared';
import { Button } from '../../../components/ui/button';
import { ExampleNote } from '../../../components/ui/example-note';
import { useCopy } from '../hooks/use-copy';
import { AttachmentList, BuildImage, PerformanceBars } from './build-parts';

/** The small visible "Example" tag on values DF Wiki made up for a sourced build. */
function ExampleTag() {
  const { t } = useTranslation();
  return (
    <span
      data-testid="example-tag"
      className="rounded border border-line-strong px-1.5 text-xs font-semibold tracking-wide text-fg uppercase"
    >
      {t('common.example')}
    </span>
  );
}

function Section({
  title,
  example = false,
  children,
}: {
  title: string;
  example?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="mt-6">
      <h3 className="mb-3 flex items-center gap-2 text-sm font-bold tracking-wide text-fg-muted uppercase">
        {title}
        {example && <ExampleTag />}
      </h3>
      {children}
    </section>
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

/** The selected build: rating, date, Copy Build, image, performance, recoil, attachments, code, creator. */
export function BuildDetail({ build }: { build: Build }) {
  const { t, i18n } = useTranslation();
  const copy = useCopy();
  const updated = new Date(build.updated_at);
  const copyCode = () =>
    void copy(build.build_code, t('weapons.builds.copied'), t('weapons.detail.copyFailed'));

  return (
    <article
      aria-labelledby="build-title"
      className="rounded-2xl border border-build-card-line bg-build-card p-5 text-build-card-fg sm:p-6"
      data-testid="build-detail"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="build-title" className="text-2xl font-bold">
            {build.name}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted">
            <span className="inline-flex items-center gap-1">
              <Star size={16} aria-hidden="true" className="fill-current text-caution" />
              <span>{t('weapons.builds.rating', { rating: build.rating.toFixed(1) })}</span>
              {build.source && <ExampleTag />}
            </span>
            {!Number.isNaN(updated.getTime()) && (
              <span>
                {t('weapons.builds.updated', {
                  date: updated.toLocaleDateString(i18n.language, {
                    year: 'numeric',
                    month: 'long',
                    day: 'numeric',
                  }),
                })}
              </span>
            )}
          </p>
        </div>
        <Button onClick={copyCode} disabled={!build.build_code} icon={<Copy size={16} aria-hidden="true" />}>
          {t('weapons.builds.copy')}
        </Button>
      </div>
      {build.source && (
        <ExampleNote contribute className="mt-4">
          {t('weapons.builds.exampleNote')}
        </ExampleNote>
      )}
      {build.description && <p className="mt-4 leading-7">{build.description}</p>}
      {build.tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('weapons.tags')}>
          {build.tags.map((tag) => (
            <li key={tag.id} className="rounded-full border border-line px-2 py-0.5 text-xs">
              {tag.name}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 grid gap-x-8 lg:grid-cols-2">
        <ImageSection build={build} image="builder" />
        <Section title={t('weapons.builds.performance')} example={!!build.source}>
          <PerformanceBars build={build} />
        </Section>
        <ImageSection build={build} image="recoil" />
        <Section title={t('weapons.builds.attachments')}>
          <AttachmentList build={build} />
        </Section>
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
                    date: new Date(build.submitted_at).toLocaleDateString(i18n.language, {
                      year: 'numeric',
                      month: 'long',
                      day: 'numeric',
                      timeZone: 'UTC',
                    }),
                  })}
                </p>
              )}
            </div>
          </div>
        </Section>
      )}
    </article>
  );
}
