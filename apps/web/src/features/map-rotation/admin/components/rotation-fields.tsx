import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Repeat from 'lucide-react/icons/repeat';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { fieldErrorText } from '../../../../lib/field-errors';
import type { RotationEditor } from '../hooks/use-rotation-editor';
import type { PlacedError, RotationDraft } from './rotation-form-model';

const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The errors the server gave for one field or block, each with its line: one text for the field. */
function useErrorText(errors: readonly PlacedError[]) {
  const { t } = useTranslation();
  return (field: string) => {
    const mine = errors.filter((e) => e.field === field);
    if (!mine.length) return null;
    return mine
      .map((e) =>
        e.line
          ? t('admin.rotation.lineError', { line: e.line, message: fieldErrorText(e.error, t) })
          : fieldErrorText(e.error, t),
      )
      .join(' · ');
  };
}

type TextFieldName = Exclude<keyof RotationDraft, 'hours' | 'alwaysOpen'>;

/** Label, source and date of the new version, the new map and the weekend note. */
export function RotationVersionFields({ editor }: { editor: RotationEditor }) {
  const { t } = useTranslation();
  const errorOf = useErrorText(editor.errors);
  const draft = editor.draft!;
  /** A draft field's label, value, change and server error. */
  const field = (name: TextFieldName) => ({
    label: t(`admin.rotation.${name}`),
    value: draft[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => editor.change({ [name]: e.target.value }),
    error: errorOf(name),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField {...field('label')} hint={t('admin.rotation.labelHint')} required />
      <TextField {...field('sourceDate')} type="date" />
      <TextField {...field('source')} className="sm:col-span-2" hint={t('admin.rotation.sourceHint')} />
      <TextField {...field('newMapName')} />
      <TextField {...field('newMapSeason')} />
      <TextField {...field('weekendNote')} className="sm:col-span-2" />
    </div>
  );
}

/** The always-open block and the 24 hour blocks, one entry per line. */
export function RotationScheduleFields({ editor }: { editor: RotationEditor }) {
  const { t } = useTranslation();
  const errorOf = useErrorText(editor.errors);
  const draft = editor.draft!;
  return (
    <div className="space-y-4">
      <p className="text-sm text-fg-muted">{t('admin.rotation.linesHint')}</p>
      <TextAreaField
        label={t('admin.rotation.alwaysOpen')}
        value={draft.alwaysOpen}
        rows={4}
        onChange={(e) => editor.change({ alwaysOpen: e.target.value })}
        error={errorOf('always')}
        data-testid="rotation-always"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          icon={<Repeat size={16} aria-hidden="true" />}
          onClick={() => editor.repeatFirstHours(4)}
        >
          {t('admin.rotation.repeat')}
        </Button>
        <span className="text-xs text-fg-muted">{t('admin.rotation.repeatHint')}</span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {draft.hours.map((text, h) => (
          <TextAreaField
            key={h}
            label={t('admin.rotation.hour', { from: pad(h), to: pad((h + 1) % 24) })}
            value={text}
            rows={3}
            onChange={(e) => editor.setHour(h, e.target.value)}
            error={errorOf(`hour-${h}`)}
            data-testid={`rotation-hour-${h}`}
          />
        ))}
      </div>
    </div>
  );
}
