import { useTranslation } from 'react-i18next';
import type { RevisionChange } from '@dfwiki/shared';
import { cx } from '../../../lib/cx';
import { fieldChanges, lineDiff, type DiffLine } from './revision-summary';

/** A field's value in the reader's words: a category, language or status by its name. */
function useValueText() {
  const { t } = useTranslation();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('guides.history.empty');
    const text = String(value);
    if (field === 'category') return t(`guides.categories.${text}`, { defaultValue: text });
    if (field === 'language') return t(`guides.language.${text}`, { defaultValue: text });
    if (field === 'status') return t(`guides.history.status.${text}`, { defaultValue: text });
    return text;
  };
}

function FieldChange({ change }: { change: RevisionChange }) {
  const { t } = useTranslation();
  const valueText = useValueText();
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="font-semibold">
        {t(`guides.history.field.${change.field}`, { defaultValue: change.field })}
      </dt>
      <dd className="flex min-w-0 flex-wrap items-baseline gap-x-2 break-words">
        <del className="text-fg-muted">
          <span className="sr-only">{t('guides.history.before')} </span>
          {valueText(change.field, change.from)}
        </del>
        <span aria-hidden="true">→</span>
        <ins className="font-semibold no-underline">
          <span className="sr-only">{t('guides.history.after')} </span>
          {valueText(change.field, change.to)}
        </ins>
      </dd>
    </div>
  );
}

const LINE = 'block min-h-5 px-2 whitespace-pre-wrap';

function Line({ line }: { line: DiffLine }) {
  const { t } = useTranslation();
  if (line.kind === 'skipped')
    return (
      <span className={cx(LINE, 'text-fg-muted italic')}>
        {t('guides.history.unchanged', { count: line.count })}
      </span>
    );
  if (line.kind === 'kept') return <span className={cx(LINE, 'text-fg-muted')}>{line.text}</span>;
  const Tag = line.kind === 'added' ? 'ins' : 'del';
  return (
    <Tag
      className={cx(
        LINE,
        'no-underline',
        line.kind === 'added'
          ? 'border-l-4 border-positive text-fg'
          : 'border-l-4 border-negative text-fg-muted line-through',
      )}
    >
      <span aria-hidden="true">{line.kind === 'added' ? '+ ' : '− '}</span>
      <span className="sr-only">{t(`guides.history.${line.kind}`)} </span>
      {line.text}
    </Tag>
  );
}

/** What one version changed: each field before and after, and the text line by line. */
export function RevisionChanges({ changes }: { changes: RevisionChange[] }) {
  const body = changes.find((c) => c.field === 'body');
  const others = fieldChanges({ changes });
  return (
    <div className="space-y-3 text-sm">
      {others.length > 0 && (
        <dl className="divide-y divide-line">
          {others.map((c) => (
            <FieldChange key={c.field} change={c} />
          ))}
        </dl>
      )}
      {body && (
        <div
          className="overflow-x-auto rounded-lg border border-line bg-sunken py-2 font-mono text-xs leading-5"
          data-testid="guide-body-diff"
        >
          {lineDiff(
            typeof body.from === 'string' ? body.from : '',
            typeof body.to === 'string' ? body.to : '',
          ).map((line, i) => (
            <Line key={i} line={line} />
          ))}
        </div>
      )}
    </div>
  );
}
