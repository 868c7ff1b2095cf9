import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { useDocumentTitle } from '../../lib/use-document-title';
import { KeptHtml } from '../../take-over/kept-html';

interface HeaderParts {
  /** Document title part ("<docTitle> · DF Wiki"); defaults to `title` when it is a string. */
  docTitle?: string;
  subtitle?: ReactNode;
  /** Small line above the title. */
  eyebrow?: ReactNode;
  /** Buttons on the right. */
  actions?: ReactNode;
  className?: string;
}

export type PageHeaderProps = HeaderParts &
  (
    | {
        /** The page's <h1>. */
        title: ReactNode;
        texts?: undefined;
      }
    | {
        /**
         * Key prefix of the header's texts: `<texts>.title`, `<texts>.subtitle`, and `<texts>.eyebrow`
         * where the page has one. A part given as a prop wins.
         */
        texts: string;
        title?: ReactNode;
      }
  );

/** Page heading; also sets the document title. */
export function PageHeader({ texts, ...parts }: PageHeaderProps) {
  const { t, i18n } = useTranslation();
  const text = (part: string) =>
    texts && i18n.exists(`${texts}.${part}`) ? t(`${texts}.${part}`) : undefined;
  const { title = text('title'), subtitle = text('subtitle'), eyebrow = text('eyebrow') } = parts;
  const { docTitle, actions, className } = parts;
  useDocumentTitle(docTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <header className={cx('mb-8 flex flex-wrap items-end justify-between gap-4', className)}>
      <KeptHtml data={[eyebrow, title, subtitle]} className="min-w-0">
        {([eyebrow, title, subtitle]) => (
          <>
            {eyebrow && (
              <p className="mb-1 text-sm font-semibold tracking-wide text-accent uppercase theme-contrast:text-link">
                {eyebrow}
              </p>
            )}
            <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">{title}</h1>
            {subtitle && <p className="mt-2 max-w-3xl text-base text-fg-muted">{subtitle}</p>}
          </>
        )}
      </KeptHtml>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
