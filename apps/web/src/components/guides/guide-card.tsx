import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo, type GuideLanguage, type GuideSummary } from '@dfwiki/shared';
import { formatDay } from '../../lib/format-day';
import { PrefetchLink } from '../layout/prefetch-link';
import { Badge } from '../ui/badge';
import { guideSubjectPath } from './guide-links';

/** "EN", "RO": the language a guide is written in, named in full for screen readers. */
export function GuideLanguageBadge({ language }: { language: GuideLanguage }) {
  const { t } = useTranslation();
  return (
    <Badge>
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <span className="sr-only">{t('guides.writtenIn', { language: t(`guides.language.${language}`) })}</span>
    </Badge>
  );
}

/** The writer's nickname, or a neutral name when the account is gone. */
export const authorName = (guide: Pick<GuideSummary, 'author'>, formerMember: string) =>
  guide.author?.nickname ?? formerMember;

/**
 * One published guide in a list: title (its link), category, language, what it is about, writer,
 * date and the first words. `heading` is the title's level in the page around it.
 */
export function GuideCard({
  guide,
  heading: Heading = 'h2',
}: {
  guide: GuideSummary;
  heading?: ElementType;
}) {
  const { t, i18n } = useTranslation();
  const day = (guide.published_at ?? guide.created_at).slice(0, 10);
  return (
    <li className="flex flex-col rounded-xl border border-card-line bg-card p-4 text-card-fg shadow-sm">
      <p className="mb-2 flex flex-wrap items-center gap-2 text-xs">
        <Badge tone="info">{t(`guides.categories.${guide.category}`)}</Badge>
        <GuideLanguageBadge language={guide.language} />
      </p>
      <Heading className="text-lg leading-snug font-semibold" lang={guide.language}>
        <PrefetchLink to={pathTo('guideArticle', { guideSlug: guide.slug })} className="df-link">
          {guide.title}
        </PrefetchLink>
      </Heading>
      {guide.excerpt ? (
        <p lang={guide.language} className="mt-2 line-clamp-3 flex-1 text-sm text-fg-muted">
          {guide.excerpt}
        </p>
      ) : null}
      <p className="mt-3 flex flex-wrap gap-x-2 text-xs text-fg-muted">
        <span>{t('guides.by', { name: authorName(guide, t('guides.formerMember')) })}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={guide.published_at ?? guide.created_at}>{formatDay(day, i18n.language)}</time>
        {guide.subject && (
          <>
            <span aria-hidden="true">·</span>
            <span>
              {t('guides.about')}:{' '}
              <PrefetchLink to={guideSubjectPath(guide.subject)} className="df-link">
                {guide.subject.name}
              </PrefetchLink>
            </span>
          </>
        )}
      </p>
    </li>
  );
}

/** Guides as a grid of cards (a list for screen readers). */
export function GuideCards({
  guides,
  heading,
  label,
}: {
  guides: GuideSummary[];
  heading?: ElementType;
  label?: string;
}) {
  return (
    <ul aria-label={label} className="grid gap-4 md:grid-cols-2" data-testid="guide-cards">
      {guides.map((guide) => (
        <GuideCard key={guide.id} guide={guide} heading={heading} />
      ))}
    </ul>
  );
}
