// Preset for the admin price updater's 'Load Zero Dam Data' button (zero-dam-preset.json). The
// names match the English keycard names of the sample data exactly.
import { z } from 'zod';
import { parseDataFile } from './data-files';
import presetFile from './zero-dam-preset.json';

const PresetPriceSchema = z.strictObject({ name: z.string(), price: z.number().int().positive() });
export type PresetPrice = z.infer<typeof PresetPriceSchema>;

const PresetFileSchema = z.strictObject({ about: z.string(), prices: z.array(PresetPriceSchema) });

export const ZERO_DAM_PRESET: PresetPrice[] = parseDataFile(
  PresetFileSchema,
  presetFile,
  'zero-dam-preset.json',
).prices;
