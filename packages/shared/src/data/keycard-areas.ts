// Map areas that keycard rooms are in, by their Chinese client name (the sourced fact, see
// docs/game-data.md). The English and Romanian names are DF Wiki's own translations, so the UI
// shows the original beside them and says they are ours (keycard-areas.json).
import type { AreaName, KeycardAreasFile } from './data-file-schemas';
import keycardAreasFile from './keycard-areas.json' with { type: 'json' };

export type { AreaName } from './data-file-schemas';

// Checked against KeycardAreasFileSchema by checkSharedDataFiles, not in the browser.
const { areas_by_map } = keycardAreasFile as KeycardAreasFile;

/** Every area of every map, by Chinese name. */
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
