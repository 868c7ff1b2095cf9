import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { RevisionChange } from '@dfwiki/shared';
import { changeShape, inline, type DiffPart } from './value-diff';

/** A field's name in the reader's language: the History tab's own word, a stat's, else the key. */
export function fieldLabel(t: TFunction, field: string): string {
  const plain = field.replaceAll('_', ' ');
  return t([`admin.history.field.${field}`, `admin.weapons.stats.${field}`], {
    defaultValue: plain.charAt(0).toUpperCase() + plain.slice(1),
  });
}

function Part({ part }: { part: DiffPart }) {
  const { t } = useTranslation();
  if (part.state === 'kept') return <span>{part.text}</span>;
  const Tag = part.state === 'added' ? 'ins' : 'del';
  return (
    <Tag
      className={
        part.state === 'added'
          ? 'font-semibold text-positive underline decoration-2'
          : 'text-negative line-through decoration-2'
      }
    >
      <span className="sr-only">{t(`admin.history.${part.state}`)} </span>
      {part.text}
    </Tag>
  );
}

function Value({ value }: { value: unknown }) {
  const { t, i18n } = useTranslation();
  if (value === null || value === '') return <em className="text-fg-muted">{t('admin.history.none')}</em>;
  if (typeof value === 'boolean') return <>{t(value ? 'admin.history.yes' : 'admin.history.no')}</>;
  if (typeof value === 'number') return <>{value.toLocaleString(i18n.language)}</>;
  return <span className="break-words">{inline(value)}</span>;
}

/** One changed field of a revision: what it was and what it became. */
export function ChangeView({ change }: { change: RevisionChange }) {
  const { t } = useTranslation();
  const shape = changeShape(change.from, change.to);
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
      <dt className="font-semibold">{fieldLabel(t, change.field)}</dt>
      <dd className="min-w-0">
        {shape.kind === 'text' ? (
          <p className="break-words whitespace-pre-wrap">
            {shape.parts.map((part, i) => (
              <Fragment key={i}>
                <Part part={part} />
                {/* A replaced word and its replacement read as two words, not one. */}
                {part.state === 'removed' && shape.parts[i + 1]?.state === 'added' && ' '}
              </Fragment>
            ))}
          </p>
        ) : shape.kind === 'list' ? (
          <ul className="list-disc space-y-0.5 pl-5">
            {shape.parts.map((part, i) => (
              <li key={i}>
                <Part part={part} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span>
              <span className="sr-only">{t('admin.history.before')} </span>
              <Value value={shape.from} />
            </span>{' '}
            <span aria-hidden="true">→</span>{' '}
            <span className="font-semibold">
              <span className="sr-only">{t('admin.history.after')} </span>
              <Value value={shape.to} />
            </span>
          </p>
        )}
      </dd>
    </div>
  );
}
