import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@dfwiki/shared';
import { DataTable, type Column } from '../../../components/ui/table';
import { formatMoment } from '../../../lib/format-day';
import { useActorName } from './actor-name';
import { auditActionLabel } from './audit-actions';

/** An entry's details as "key: value" lines, as stored (they name fields, roles and counts). */
function Details({ details }: { details: AuditEntry['details'] }) {
  const lines = Object.entries(details);
  if (!lines.length) return null;
  return (
    <ul className="space-y-0.5 font-mono text-xs break-all text-fg-muted">
      {lines.map(([key, value]) => (
        <li key={key}>
          {key}: {typeof value === 'string' ? value : JSON.stringify(value)}
        </li>
      ))}
    </ul>
  );
}

/** The audit entries, newest first: when, who, the action by its readable name, target and details. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const actorName = useActorName();
  const columns: Column<AuditEntry>[] = [
    {
      header: t('admin.audit.when'),
      className: 'whitespace-nowrap align-top',
      cell: (entry) => <time dateTime={entry.at}>{formatMoment(entry.at, i18n.language)}</time>,
    },
    { header: t('admin.audit.who'), className: 'align-top', cell: (entry) => actorName(entry.by) },
    {
      header: t('admin.audit.action'),
      className: 'align-top font-medium',
      cell: (entry) => (
        <>
          <span>{auditActionLabel(i18n, entry.action)}</span>
          <span className="block font-mono text-xs font-normal break-all text-fg-muted md:hidden">
            {entry.target}
          </span>
          <div className="mt-1 font-normal md:hidden">
            <Details details={entry.details} />
          </div>
        </>
      ),
    },
    {
      header: t('admin.audit.target'),
      from: 'md',
      className: 'align-top font-mono text-xs break-all',
      cell: (entry) => entry.target,
    },
    {
      header: t('admin.audit.details'),
      from: 'md',
      className: 'align-top',
      cell: (entry) => <Details details={entry.details} />,
    },
  ];
  return (
    <DataTable
      label={t('admin.audit.label')}
      scrolls
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      rowProps={(entry) => ({ 'data-testid': 'audit-entry', 'data-action': entry.action })}
    />
  );
}
