// The schema of sources.json. Only the test and the types use it: the page reads the file as it
// is, so zod stays out of its chunk (sources.test.ts checks the file parses to exactly itself).
import { PUBLIC_ROUTES, type PublicRouteId } from '@dfwiki/shared';
import { z } from 'zod';

const StatedLicenceSchema = z.enum([
  /** No licence file and no licence named anywhere. */
  'none',
  /** "MIT" named in a README or package.json, but no licence file in the repository. */
  'mitNamedOnly',
  /** An MIT licence file. */
  'mit',
  /** The site's footer licence for community text. */
  'ccBySa',
  'ccByNcSa',
]);
/** The licence a source states about itself, in its own files (not a legal opinion of ours). */
export type StatedLicence = z.infer<typeof StatedLicenceSchema>;

/** A day, a month or a year, as precise as the source lets us be: `2026-08-03`, `2025-01`, `2026`. */
const PartialDateSchema = z.string().regex(/^\d{4}(-\d\d(-\d\d)?)?$/);
export type PartialDate = z.infer<typeof PartialDateSchema>;

const PageIdSchema = z.custom<PublicRouteId>((id) => PUBLIC_ROUTES.some((r) => r.id === id), 'not a page id');

const DataSourceSchema = z.strictObject({
  /** Stable id; also names its strings (`dataSources.sources.<id>.*`). */
  id: z.string().regex(/^[a-zA-Z]+$/),
  /** The repository (owner/name) or site, as its owner spells it. */
  name: z.string().min(1),
  url: z.url({ protocol: /^https$/ }),
  /** The commit our copy was read at, when the source is a repository read at one commit. */
  commit: z
    .string()
    .regex(/^[0-9a-f]{7,40}$/)
    .optional(),
  /** When the figures we use were published: one date, or the first and last of a series; null when unknown. */
  date: z.strictObject({ from: PartialDateSchema.optional(), to: PartialDateSchema }).nullable(),
  licence: StatedLicenceSchema,
  /** 'crossCheck': nothing from it is shown; we only compared our figures with it. */
  use: z.enum(['shown', 'crossCheck']),
  /** Pages that show facts from it (weapon pages count as `builds`, the index they are reached from). */
  pages: z.array(PageIdSchema),
});
export type DataSource = z.infer<typeof DataSourceSchema>;

export const DataSourcesFileSchema = z.strictObject({ about: z.string(), sources: z.array(DataSourceSchema) });
export type DataSourcesFile = z.infer<typeof DataSourcesFileSchema>;
