// Preset for the admin price updater's 'Load Zero Dam Data' button (zero-dam-preset.json). The
// names match the English keycard names of the sample data exactly.
import type { PresetFile, PresetPrice } from './data-file-schemas';
import presetFile from './zero-dam-preset.json' with { type: 'json' };

export type { PresetPrice } from './data-file-schemas';

// Checked against PresetFileSchema by checkSharedDataFiles, not in the browser.
export const ZERO_DAM_PRESET: PresetPrice[] = (presetFile as PresetFile).prices;
