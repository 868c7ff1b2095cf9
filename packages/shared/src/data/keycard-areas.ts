// Map areas that keycard rooms are in, by their Chinese client name (the sourced fact, see
// docs/game-data.md). The English and Romanian names are DF Wiki's own translations, so the UI
// shows the original beside them and says they are ours (keycard-areas.json).
import { z } from 'zod';
import { parseDataFile } from './data-files';
import keycardAreasFile from './keycard-areas.json';

const AreaNameSchema = z.strictObject({ en: z.string().min(1), ro: z.string().min(1) });
export type AreaName = z.infer<typeof AreaNameSchema>;

const KeycardAreasFileSchema = z.strictObject({
  about: z.string(),
  source: z.string(),
  areas_by_map: z.record(z.string(), z.record(z.string(), AreaNameSchema)),
});

const { areas_by_map } = parseDataFile(KeycardAreasFileSchema, keycardAreasFile, 'keycard-areas.json');

export const KEYCARD_AREAS: Readonly<Record<string, AreaName>> = Object.assign(
  {},
  ...Object.values(areas_by_map),
);

/** Joins the areas of a key whose rooms are in more than one (the source lists it once per area). */
export const AREA_LIST_SEPARATOR = '、';

/**
 * Our translation of an area's Chinese name into `lang` (English for any other language); a list of
 * areas (AREA_LIST_SEPARATOR) becomes their translations joined by commas. Null if any is unknown.
 */
export function areaName(original: string | null | undefined, lang: string): string | null {
  const parts = original ? original.split(AREA_LIST_SEPARATOR) : [];
  const names = parts.map((part) => KEYCARD_AREAS[part]);
  if (!names.length || names.some((n) => !n)) return null;
  return names.map((n) => (lang.startsWith('ro') ? n!.ro : n!.en)).join(', ');
}
