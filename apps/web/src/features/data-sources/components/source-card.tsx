import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@dfwiki/shared';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ExternalLink } from '../../../components/ui/external-link';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import type { DataSource } from '../data/sources';
import { useSourceDate } from '../hooks/use-source-date';

const LINK = 'text-link underline underline-offset-2';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase sm:pt-0.5">{term}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/** One source: its name and link, then what we take from it, its date, the licence it states and where it shows. */
export function SourceCard({ source }: { source: DataSource }) {
  const { t } = useTranslation();
  const formatDate = useSourceDate();
  const date = formatDate(source.date);
  const titleId = `source-${source.id}`;
  return (
    <Card className="h-full p-5" aria-labelledby={titleId} role="group" data-testid="data-source">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-lg font-bold break-words">
          <ExternalLink href={source.url} className={LINK}>
            {source.name}
          </ExternalLink>
        </h3>
        {source.use === 'crossCheck' && <Badge>{t('dataSources.card.crossCheck')}</Badge>}
      </div>
      <dl className="mt-4 space-y-3">
        <Row term={t('dataSources.card.takes')}>{t(`dataSources.sources.${source.id}.takes`)}</Row>
        <Row term={t('dataSources.card.date')}>
          {date ?? <span className="text-fg-muted">{t('dataSources.card.dateUnknown')}</span>}
        </Row>
        <Row term={t('dataSources.card.licence')}>{t(`dataSources.licences.${source.licence}`)}</Row>
        {source.commit && (
          <Row term={t('dataSources.card.commit')}>
            <ExternalLink href={`${source.url}/tree/${source.commit}`} className={`${LINK} font-mono`}>
              {source.commit}
            </ExternalLink>
          </Row>
        )}
        <Row term={t('dataSources.card.usedOn')}>
          {source.pages.length === 0 ? (
            <span className="text-fg-muted">{t('dataSources.card.notShown')}</span>
          ) : (
            <ul className="flex flex-wrap gap-x-3 gap-y-1">
              {source.pages.map((id) => (
                <li key={id}>
                  <PrefetchLink to={pathTo(id)} className={LINK}>
                    {t(`search.pages.${id}.title`)}
                  </PrefetchLink>
                </li>
              ))}
            </ul>
          )}
        </Row>
      </dl>
    </Card>
  );
}
