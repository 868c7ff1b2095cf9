import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GUIDE_BODY_MAX_BYTES } from '@dfwiki/shared';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { INPUT_CLASSES } from '../../../components/ui/field';
import { FieldLabel } from '../../../components/ui/field-label';
import { Spinner } from '../../../components/ui/spinner';
import { GuideBody } from '../../../components/guides/guide-body';
import { cx } from '../../../lib/cx';
import { previewGuide } from '../api/guides';

const encoder = new TextEncoder();
/** The body's size as the API counts it: UTF-8 bytes. */
export const bodyBytes = (body: string) => encoder.encode(body).length;

type Mode = 'write' | 'preview';

/**
 * The guide's Markdown: a tall monospace textarea, a size counter against the 50 KB limit, and a
 * preview the server renders exactly as the published page will (POST /guides/preview).
 */
export function GuideBodyField({
  value,
  onChange,
  error,
  language,
}: {
  value: string;
  onChange: (body: string) => void;
  error: string | null;
  /** The language the guide is written in (the preview's `lang`). */
  language: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [mode, setMode] = useState<Mode>('write');
  const preview = useMutation({ mutationFn: previewGuide });
  const bytes = bodyBytes(value);
  const over = bytes > GUIDE_BODY_MAX_BYTES;
  const kb = (n: number) => (n / 1024).toFixed(1);

  const show = (next: Mode) => {
    setMode(next);
    if (next === 'preview' && value.trim()) preview.mutate(value);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex items-baseline gap-0.5">
          <FieldLabel htmlFor={id}>{t('guideWriting.form.body')}</FieldLabel>
          <span aria-hidden="true" className="text-sm font-semibold text-negative">
            *
          </span>
        </div>
        <ToggleGroup
          look="segmented-sm"
          texts="guideWriting.form.mode"
          options={['write', 'preview'] as const}
          value={mode}
          onChange={show}
        />
      </div>
      {/* The textarea stays in the page while the preview shows: its text and caret are kept. */}
      <textarea
        id={id}
        hidden={mode !== 'write'}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        spellCheck
        aria-invalid={error || over ? true : undefined}
        aria-describedby={`${id}-help ${id}-count${error ? ` ${id}-error` : ''}`}
        className={cx(INPUT_CLASSES, 'min-h-[28rem] font-mono leading-relaxed')}
      />
      {mode === 'preview' && (
        <section
          aria-label={t('guideWriting.form.previewLabel')}
          aria-busy={preview.isPending}
          className="min-h-[28rem] rounded-lg border border-line bg-page p-4"
          data-testid="guide-preview"
        >
          {!value.trim() ? (
            <p className="text-fg-muted">{t('guideWriting.form.previewEmpty')}</p>
          ) : preview.isPending ? (
            <Spinner label={t('guideWriting.form.previewLoading')} />
          ) : preview.isError ? (
            <p role="alert" className="text-negative">
              {t('guideWriting.form.previewFailed')}
            </p>
          ) : preview.data ? (
            <GuideBody html={preview.data.html} language={language} />
          ) : null}
        </section>
      )}
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs">
        <p id={`${id}-help`} className="text-fg-muted">
          {t('guideWriting.form.markdownHelp')}
        </p>
        <p
          id={`${id}-count`}
          className={over ? 'font-semibold text-negative' : 'text-fg-muted'}
          data-testid="guide-size"
        >
          {t('guideWriting.form.size', { used: kb(bytes), max: kb(GUIDE_BODY_MAX_BYTES) })}
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-negative">
          {error}
        </p>
      )}
    </div>
  );
}
