// The seeded map rotation against our copy of its source (data/sources/map-rotation.json), read
// here as it is: no figure of the schedule is written in this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from '../../harness';
import { readSourceCopy } from '../../source-copies';

interface SourceEntry {
  map: string;
  difficulty: string | null;
  tags?: string[];
}
const file = readSourceCopy<{
  source_date: string;
  new_map: { map: string; name_en_in_source: string; season: string };
  always_open: SourceEntry[];
  hourly_utc: { hour_utc: number; open: SourceEntry[] }[];
  history: { label: string }[];
}>('map-rotation.json');

/** The source spells the new map by its short name in the schedule; the wiki shows its full name. */
const expected = (e: SourceEntry) => ({
  map: e.map === file.new_map.map ? file.new_map.name_en_in_source : e.map,
  difficulty: e.difficulty,
  tags: e.tags ?? [],
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).json().data;

describe(`seeded map rotation = sources/map-rotation.json (${engine()})`, () => {
  it('the current version has the source hour by hour, its always-open maps and the new map', async () => {
    const { rotation } = await get('/rotation');
    expect(rotation.source_date).toBe(file.source_date);
    expect(rotation.schedule.always_open).toEqual(file.always_open.map(expected));
    const byHour = [...file.hourly_utc].sort((a, b) => a.hour_utc - b.hour_utc);
    expect(byHour.map((h) => h.hour_utc)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(rotation.schedule.hours).toEqual(byHour.map((h) => h.open.map(expected)));
    expect(rotation.schedule.new_map).toEqual({
      map: file.new_map.name_en_in_source,
      season: file.new_map.season,
    });
  });

  it('stores one version per entry of the source history, the newest current', async () => {
    const { versions } = await get('/rotation/versions');
    expect(versions).toHaveLength(file.history.length);
    expect(versions.map((v: { label: string }) => v.label).sort()).toEqual(
      file.history.map((h) => h.label).sort(),
    );
    expect(versions[0]).toMatchObject({ label: file.history.at(-1)!.label, is_current: true });
  });
});
