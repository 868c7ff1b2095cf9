import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';

/** How many entries of each list the account page shows (the newest). */
export const LATEST = 3;

/**
 * One of the account page's cards: the list's name and how many entries it has, its newest
 * entries, or what to do when there is none, and a link to the whole list.
 */
export function SummaryCard<T>({
  id,
  title,
  icon,
  to,
  list,
  count,
  empty,
  children: entry,
}: {
  /** Names the card in tests (`account-<id>`). */
  id: string;
  title: string;
  icon: ReactNode;
  /** The full page of the list. */
  to: string;
  list: UseQueryResult<T[]>;
  /** "3 guides". */
  count: (n: number) => string;
  /** An EmptyState with its call to action. */
  empty: ReactNode;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={`account-${id}`} className="min-w-0">
      <Card className="flex h-full flex-col p-5">
        <div className="flex items-start gap-3">
          <span aria-hidden="true" className="mt-0.5 shrink-0 text-accent theme-contrast:text-link">
            {icon}
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-bold break-words">
              {title}
            </h2>
            <p className="text-sm text-fg-muted" data-testid="account-count">
              {list.isSuccess ? count(list.data.length) : '\u00a0'}
            </p>
          </div>
        </div>
        <div className="mt-4 flex-1">
          {list.isPending ? (
            <Spinner label={t('account.loading')} />
          ) : list.isError ? (
            <p role="alert" className="text-sm text-negative">
              {t('account.loadFailed')}
            </p>
          ) : list.data.length === 0 ? (
            empty
          ) : (
            <ul className="divide-y divide-line">{list.data.slice(0, LATEST).map(entry)}</ul>
          )}
        </div>
        <div className="mt-4 border-t border-line pt-4">
          <ButtonLink
            to={to}
            variant="secondary"
            size="sm"
            aria-label={t('account.seeAllNamed', { list: title })}
          >
            {t('account.seeAll')}
          </ButtonLink>
        </div>
      </Card>
    </section>
  );
}

/** One entry of a card: its name, a muted line, its status and the editor's note when there is one. */
export function SummaryEntry({
  title,
  meta,
  badge,
  note,
}: {
  title: ReactNode;
  meta: ReactNode;
  badge?: ReactNode;
  /** The editor's latest note: what it says and when. */
  note?: { label: string; text: string } | null;
}) {
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-testid="account-entry">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">{title}</p>
          <p className="text-sm text-fg-muted">{meta}</p>
        </div>
        {badge}
      </div>
      {note && (
        <div className="mt-2 rounded-lg border border-line bg-sunken p-3 text-sm">
          <p className="font-semibold">{note.label}</p>
          <p className="mt-1 line-clamp-3 break-words whitespace-pre-line" data-testid="account-note">
            {note.text}
          </p>
        </div>
      )}
    </li>
  );
}
