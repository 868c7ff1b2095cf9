// Sample builds (data/builds.json says what is sourced and what is DF Wiki's example): each credits
// the community code list it was copied from, not a player, and no creator or attachment list is
// made up.
import { parseDataFile } from '@dfwiki/shared/data-files';
import { z } from 'zod';
import buildsFile from '../../db/seed/data/builds.json';
import { gameData } from './game-data';
import type { SeedBuild } from './types';

/** The credit every sample build carries instead of an invented player. */
export const BUILD_CODE_SOURCE = `Community code list (Tencent Doc sheet, via ${gameData.build_codes.source})`;

const score = z.number().int().min(0).max(100);
const SeedBuildSchema = z.strictObject({
  weapon_slug: z.string(),
  name: z.string().min(1),
  rating: z.number().min(1).max(5),
  build_code: z.string().min(1),
  description: z.string().min(1),
  control: score,
  handling: score,
  stability: score,
  accuracy: score,
  range: score,
  tags: z.array(z.string()),
}) satisfies z.ZodType<SeedBuild>;

const BuildsFileSchema = z.strictObject({
  about: z.string(),
  source: z.string(),
  imported_at: z.iso.datetime(),
  builds: z.array(SeedBuildSchema),
});

const buildsData = parseDataFile(BuildsFileSchema, buildsFile, 'builds.json');

/** When these codes came into DF Wiki: the page's "Imported" date, not the database's first start. */
export const BUILD_CODES_IMPORTED_AT = buildsData.imported_at;

export const SEED_BUILDS: SeedBuild[] = buildsData.builds;
