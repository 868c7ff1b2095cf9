// The map rotation editor's form: entries as text lines ('Layali Grove · Easy · Solo'), one block
// for the always-open maps and one per UTC hour, turned into the PUT /rotation body. The server's
// field errors point into the body (schedule.hours.5.1.map); `placeErrors` turns them back into
// the block and line they came from.
import {
  entryToLine,
  linesToEntries,
  repeatHours,
  type FieldError,
  type RotationReplace,
  type RotationVersion,
} from '@dfwiki/shared';

export interface RotationDraft {
  label: string;
  source: string;
  sourceDate: string;
  alwaysOpen: string;
  /** 24 blocks of lines, one per UTC hour. */
  hours: string[];
  weekendNote: string;
  newMapName: string;
  newMapSeason: string;
}

const block = (entries: Parameters<typeof entryToLine>[0][]) => entries.map(entryToLine).join('\n');

/** The form prefilled with the current schedule; label, source and date are the new version's own. */
export function draftFromVersion(version: RotationVersion | null): RotationDraft {
  const schedule = version?.schedule;
  return {
    label: '',
    source: '',
    sourceDate: '',
    alwaysOpen: schedule ? block(schedule.always_open) : '',
    hours: Array.from({ length: 24 }, (_, h) => (schedule ? block(schedule.hours[h] ?? []) : '')),
    weekendNote: schedule?.weekend_note ?? '',
    newMapName: schedule?.new_map?.map ?? '',
    newMapSeason: schedule?.new_map?.season ?? '',
  };
}

/** Every hour takes the lines of the same hour in the first `period` hours (4: two sets every 2 h). */
export const repeatFirstHours = (draft: RotationDraft, period: number): RotationDraft => ({
  ...draft,
  hours: repeatHours(draft.hours, period),
});

/** Block ids: 'always' and 'hour-0' … 'hour-23'. */
export type BlockId = 'always' | `hour-${number}`;

/** The body to send, and for each block the text line each entry came from. */
export function draftToBody(draft: RotationDraft): { body: RotationReplace; lines: Map<BlockId, number[]> } {
  const lines = new Map<BlockId, number[]>();
  const parse = (id: BlockId, text: string) => {
    const parsed = linesToEntries(text);
    lines.set(
      id,
      parsed.map((p) => p.line),
    );
    return parsed.map((p) => p.entry);
  };
  const newMap = draft.newMapName.trim() || draft.newMapSeason.trim();
  return {
    body: {
      label: draft.label,
      source: draft.source.trim() || null,
      source_date: draft.sourceDate || null,
      schedule: {
        always_open: parse('always', draft.alwaysOpen),
        hours: draft.hours.map((text, h) => parse(`hour-${h}`, text)),
        weekend_note: draft.weekendNote.trim() || null,
        new_map: newMap ? { map: draft.newMapName, season: draft.newMapSeason } : null,
      },
    },
    lines,
  };
}

/** A server error placed in the form: the field or block, and the text line inside a block. */
export interface PlacedError {
  field: string;
  line?: number;
  error: FieldError;
}

const FIELDS: Record<string, string> = {
  label: 'label',
  source: 'source',
  source_date: 'sourceDate',
  'schedule.weekend_note': 'weekendNote',
  'schedule.new_map.map': 'newMapName',
  'schedule.new_map.season': 'newMapSeason',
};

/** Where each of the server's field errors belongs (unknown paths go to 'form'). */
export function placeErrors(errors: readonly FieldError[], lines: Map<BlockId, number[]>): PlacedError[] {
  return errors.map((error) => {
    const field = FIELDS[error.path];
    if (field) return { field, error };
    const always = /^schedule\.always_open(?:\.(\d+))?/.exec(error.path);
    const hour = /^schedule\.hours\.(\d+)(?:\.(\d+))?/.exec(error.path);
    const [id, index]: [BlockId, string | undefined] | [null, undefined] = always
      ? ['always', always[1]]
      : hour
        ? [`hour-${Number(hour[1])}`, hour[2]]
        : [null, undefined];
    if (!id) return { field: 'form', error };
    const line = index === undefined ? undefined : lines.get(id)?.[Number(index)];
    return { field: id, line, error };
  });
}
