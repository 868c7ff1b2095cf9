import { cx } from '../../lib/cx';

/**
 * A guide's text as the API rendered it: safe, sanitised HTML (the guide renderer's two walls,
 * docs/security.md); no client turns a player's Markdown into HTML itself. Styled as long-form
 * text, with the rules of `.df-guide-body` (styles/index.css) for tables, code, quotes and images.
 */
export function GuideBody({
  html,
  language,
  className,
}: {
  html: string;
  language: string;
  className?: string;
}) {
  return (
    <div
      lang={language}
      className={cx('prose-df df-guide-body break-words', className)}
      data-testid="guide-body"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
