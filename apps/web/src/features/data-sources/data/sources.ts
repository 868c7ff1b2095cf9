// The public data sets DF Wiki reads its game facts from (sources.json, one entry each). Our own
// copies of the files we read are in apps/api/src/db/seed/data/sources/ (their README says what each
// holds); the page /wiki/data shows this list, and docs/data-provenance.md maps every fact on the
// site to it. What each source gives us is prose, so it lives in the locale files:
// `dataSources.sources.<id>`.
import type { DataSource, DataSourcesFile } from './sources-schema';
import sourcesFile from './sources.json';

export type { DataSource, PartialDate, StatedLicence } from './sources-schema';

// Checked against DataSourcesFileSchema by sources.test.ts, not in the browser.
export const DATA_SOURCES: readonly DataSource[] = (sourcesFile as DataSourcesFile).sources;
