import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../lib/cx';

/**
 * A section of the Gator Frenzy page, named by its heading `gator.<part>.title`; with `intro`, the
 * line `gator.<part>.text` stands under the heading.
 */
export function GatorSection({
  part,
  intro = false,
  children,
}: {
  part: 'maps' | 'rewards';
  intro?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = `gator-${part}`;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className={cx(!intro && 'mb-4', 'text-2xl font-bold')}>
        {t(`gator.${part}.title`)}
      </h2>
      {intro && <p className="mt-1 mb-4 text-fg-muted">{t(`gator.${part}.text`)}</p>}
      {children}
    </section>
  );
}
