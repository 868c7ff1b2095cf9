// A correction as "My corrections" and the editors' queue show it: the fact (linked to its page),
// the field, today's value and the one proposed, the source and the sender's note.
import { useTranslation } from 'react-i18next';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { Correction, CorrectionStatus } from '@dfwiki/shared';
import { PrefetchLink } from '../layout/prefetch-link';
import { Badge, type BadgeTone } from '../ui/badge';
import { correctionPath, fieldLabelKey, valueKindOf, valueText } from './correction-fields';

const TONE: Record<CorrectionStatus, BadgeTone> = {
  pending: 'info',
  accepted: 'success',
  rejected: 'danger',
};

/** A correction's status as a coloured label. */
export function CorrectionStatusBadge({ status }: { status: CorrectionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONE[status]}>
      <span data-testid="correction-status">{t(`corrections.status.${status}`)}</span>
    </Badge>
  );
}

/** The fact's kind and name, linked to the page that shows it. */
export function CorrectionFact({ correction: c }: { correction: Correction }) {
  const { t } = useTranslation();
  const name = c.entity_name ?? t('corrections.gone');
  return (
    <>
      <span className="text-fg-muted">{t(`corrections.entities.${c.entity}`)} · </span>
      {c.entity_name ? (
        <PrefetchLink
          to={correctionPath(c.entity, c.entity_id)}
          className="font-semibold text-link underline underline-offset-2"
        >
          {name}
        </PrefetchLink>
      ) : (
        <span className="font-semibold">{name}</span>
      )}
    </>
  );
}

/** One value: a number or words inline, a list or table as its JSON in a box that scrolls. */
function Value({
  value,
  field,
  label,
  testId,
}: {
  value: unknown;
  field: string;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const text = valueText(value);
  if (text === null)
    return (
      <span className="text-fg-muted" data-testid={testId}>
        {t('corrections.empty')}
      </span>
    );
  if (valueKindOf(field) === 'json')
    return (
      <pre
        // A box that scrolls takes focus, so a keyboard can scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={label}
        className="max-h-40 min-w-0 flex-1 overflow-auto rounded-md border border-line bg-sunken p-2 font-mono text-xs break-all whitespace-pre-wrap"
        data-testid={testId}
      >
        {text}
      </pre>
    );
  return (
    <span className="font-semibold break-words tabular-nums" data-testid={testId}>
      {text}
    </span>
  );
}

/** Field, today → proposed, source and note. */
export function CorrectionDetails({ correction: c }: { correction: Correction }) {
  const { t } = useTranslation();
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold">{t('corrections.view.field')}</dt>
      <dd data-testid="correction-field">{t(fieldLabelKey(c.entity, c.field))}</dd>
      <dt className="font-semibold">{t('corrections.view.change')}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <span className="sr-only">{t('corrections.view.today')}: </span>
        <Value
          value={c.current_value}
          field={c.field}
          label={t('corrections.view.today')}
          testId="correction-current"
        />
        <ArrowRight size={16} aria-hidden="true" className="shrink-0 text-fg-muted" />
        <span className="sr-only">{t('corrections.view.proposed')}: </span>
        <Value
          value={c.value}
          field={c.field}
          label={t('corrections.view.proposed')}
          testId="correction-proposed"
        />
      </dd>
      <dt className="font-semibold">{t('corrections.view.source')}</dt>
      <dd className="break-all">
        <a
          href={c.source_url}
          target="_blank"
          rel="nofollow ugc noopener noreferrer"
          className="text-link underline underline-offset-2"
          data-testid="correction-source"
        >
          {c.source_url}
          <span className="sr-only"> ({t('common.opensNewTab')})</span>
        </a>
      </dd>
      {c.note && (
        <>
          <dt className="font-semibold">{t('corrections.view.note')}</dt>
          <dd className="break-words whitespace-pre-line">{c.note}</dd>
        </>
      )}
    </dl>
  );
}
