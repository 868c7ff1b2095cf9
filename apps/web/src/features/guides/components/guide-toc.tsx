import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GUIDE_TOC_MIN_HEADINGS, type GuideHeading } from '@dfwiki/shared';
import { cx } from '../../../lib/cx';

/** A guide gets a table of contents from GUIDE_TOC_MIN_HEADINGS headings on. */
export const hasToc = (headings: readonly GuideHeading[]) => headings.length >= GUIDE_TOC_MIN_HEADINGS;

/** The guide's h2 and h3 headings as anchor links (their ids come from the API's renderer). */
export function GuideToc({ headings, language }: { headings: readonly GuideHeading[]; language: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (!hasToc(headings)) return null;
  return (
    <nav
      aria-labelledby={titleId}
      className="rounded-xl border border-line bg-surface p-4 text-sm lg:sticky lg:top-6"
      data-testid="guide-toc"
    >
      <h2 id={titleId} className="mb-2 font-semibold text-fg">
        {t('guides.toc')}
      </h2>
      <ol lang={language} className="space-y-1.5">
        {headings.map((heading) => (
          <li key={heading.id} className={cx(heading.level === 3 && 'pl-4')}>
            <a href={`#${heading.id}`} className="df-link">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
