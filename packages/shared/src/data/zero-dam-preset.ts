// Preset for the admin price updater's 'Load Zero Dam Data' button (zero-dam-preset.json). The
// names match the English keycard names of the sample data exactly. Its prices are examples that
// show how the updater works, not market prices: published, they are labelled so.
import type { PresetFile, PresetPrice } from './data-file-schemas';
import presetFile from './zero-dam-preset.json' with { type: 'json' };

export type { PresetPrice } from './data-file-schemas';

// Checked against PresetFileSchema by checkSharedDataFiles, not in the browser.
export const ZERO_DAM_PRESET: PresetPrice[] = (presetFile as PresetFile).prices;

/** Whether a card's new price is the preset's example figure for it (case-insensitive name). */
export function isExamplePrice(name: string, price: number): boolean {
  const key = name.trim().toLowerCase();
  return ZERO_DAM_PRESET.some((p) => p.price === price && p.name.trim().toLowerCase() === key);
}
