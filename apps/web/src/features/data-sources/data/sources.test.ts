// The list the data page shows, checked against our copies of the source files (the files the
// wiki's figures are derived from), so the page can neither leave out a source nor invent one.
import { parseDataFile } from '@dfwiki/shared/data-files';
import { describe, expect, it } from 'vitest';
import { DATA_SOURCES } from './sources';
import { DataSourcesFileSchema } from './sources-schema';
import sourcesFile from './sources.json';

const copies = import.meta.glob<string>('../../../../../api/src/db/seed/data/sources/*.{json,md}', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const jsonTexts = Object.entries(copies)
  .filter(([path]) => path.endsWith('.json'))
  .map(([, text]) => text);
const allText = Object.values(copies).join('\n');
const gearFile = import.meta.glob<string>('../../../../../api/src/db/seed/data/gear-data.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const gear = JSON.parse(Object.values(gearFile)[0]!) as {
  model_as_of: string;
  rounds: { sources: string[] }[];
  armor: { sources: string[] }[];
};
const repoOf = (url: string) => url.replace(/^https:\/\//, '');
const githubSources = DATA_SOURCES.filter((s) => s.url.startsWith('https://github.com/'));
/** Lines of the copies (JSON and README) that name a repository. */
const linesNaming = (texts: string[], repo: string) =>
  texts.flatMap((text) => text.split('\n')).filter((line) => line.includes(repo));

describe('data sources on /wiki/data', () => {
  it('reads sources.json as exactly what its schema allows (the page gets the file as it is)', () => {
    expect(parseDataFile(DataSourcesFileSchema, sourcesFile, 'sources.json')).toStrictEqual(sourcesFile);
  });

  it('reads the source copies', () => {
    expect(jsonTexts.length).toBeGreaterThanOrEqual(5);
  });

  it('lists every repository the copies cite, and only those', () => {
    const cited = new Set([...allText.matchAll(/github\.com\/([\w.-]+\/[\w.-]+)/g)].map((m) => m[1]));
    const listed = new Set(githubSources.map((s) => repoOf(s.url).replace('github.com/', '')));
    expect([...listed].sort()).toEqual([...cited].sort());
    for (const source of DATA_SOURCES) expect(allText, source.id).toContain(repoOf(source.url));
  });

  it('names each repository at the commit the copies were read at', () => {
    for (const source of githubSources.filter((s) => s.commit)) {
      expect(allText, source.id).toContain(`${repoOf(source.url)} @ ${source.commit}`);
    }
  });

  it('gives each source a date its copy states (day dates only; a month or year is as loose as the source)', () => {
    for (const source of githubSources) {
      const days = [source.date?.from, source.date?.to].filter((d) => d && /^\d{4}-\d\d-\d\d$/.test(d));
      const citing = jsonTexts.filter((text) => text.includes(repoOf(source.url)));
      for (const day of days) expect(citing.join('\n'), `${source.id} ${day}`).toContain(day);
    }
  });

  it('states the licence the copies record for each repository', () => {
    const named: Record<string, RegExp> = {
      mit: /\bMIT\b/,
      mitNamedOnly: /\bMIT\b.*no (LICENSE|licence) file/i,
      ccByNcSa: /CC BY-NC-SA/,
    };
    for (const source of githubSources) {
      const lines = linesNaming(Object.values(copies), repoOf(source.url).replace('github.com/', ''));
      if (source.licence === 'none') {
        const jsonLines = linesNaming(jsonTexts, repoOf(source.url));
        expect(jsonLines.filter((l) => /\bMIT\b|CC BY/.test(l)), source.id).toEqual([]);
      } else {
        const pattern = named[source.licence]!;
        const inSource = lines.some((l) => pattern.test(l));
        // A licence the citation lines do not name may be recorded in the file's own licence field.
        const inFile = jsonTexts.some((t) => t.includes(repoOf(source.url)) && pattern.test(t));
        expect(inSource || inFile, source.id).toBe(true);
      }
    }
  });

  it('lists every source a round or an armour piece cites for the ammo and armour pages, dated as the model is', () => {
    for (const [page, rows] of [
      ['ammo', gear.rounds],
      ['armor', gear.armor],
    ] as const) {
      const cited = new Set(rows.flatMap((r) => r.sources));
      for (const citation of cited) {
        const source = githubSources.find((s) => citation.includes(repoOf(s.url)));
        expect(source, citation).toBeDefined();
        if (source!.use === 'shown') expect(source!.pages, `${source!.id} ${page}`).toContain(page);
      }
    }
    const model = DATA_SOURCES.find((s) => s.id === 'waterBag')!;
    expect(model.date?.to).toBe(gear.model_as_of);
  });
});
