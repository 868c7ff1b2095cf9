import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PageInfo } from '@dfwiki/shared';

/** Previous and next page of the list, as links (they work before scripts, and keep every filter). */
export function ItemPager({ page }: { page: PageInfo }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const current = Math.floor(page.offset / page.limit) + 1;
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  if (pages <= 1) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(search);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    const q = next.toString();
    return q ? `?${q}` : '?';
  };
  const link =
    'rounded-lg border border-line-strong px-3 py-2 text-sm font-medium text-link hover:bg-surface-hover';
  return (
    <nav aria-label={t('items.pager.label')} className="mt-4 flex items-center justify-between gap-3">
      {current > 1 ? (
        <Link to={to(current - 1)} className={link} rel="prev" preventScrollReset={false}>
          {t('items.pager.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-fg-muted" data-testid="items-page">
        {t('items.pager.position', { page: current, pages })}
      </p>
      {current < pages ? (
        <Link to={to(current + 1)} className={link} rel="next">
          {t('items.pager.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
