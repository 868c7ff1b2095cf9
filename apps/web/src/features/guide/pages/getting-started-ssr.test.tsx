// The maps section's rotation is in the server's first HTML: the guide's route loader reads it
// before the page renders, as the API's page host renders it (entry-server.tsx).
import { describe, expect, it } from 'vitest';
import type { RotationVersion } from '@dfwiki/shared';
import en from '../../../../public/locales/en.json';
import ro from '../../../../public/locales/ro.json';
import { createRenderer } from '../../../entry-server';

const version: RotationVersion = {
  id: 1,
  label: 'Fixture',
  source: 'github.com/example/rotation-tracker @ abc123 : rotation.json',
  source_date: '2026-08-05',
  is_current: true,
  created_at: '2026-08-06T10:00:00.000Z',
  schedule: {
    always_open: [{ map: 'AZ3', difficulty: 'Easy', tags: [] }],
    hours: Array.from({ length: 24 }, (_, h) =>
      h < 6 ? [{ map: 'Tide Prison', difficulty: 'Hard' as const, tags: [] }] : [],
    ),
    weekend_note: null,
    new_map: null,
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('GettingStartedPage on the server', () => {
  it('renders the rotation list into the first HTML', async () => {
    const reads: string[] = [];
    const renderer = await createRenderer({
      config: {},
      translations: { en, ro },
      fetchApi: async (input) => {
        const path = new URL(String(input), 'http://api.local').pathname;
        reads.push(path);
        return path.endsWith('/rotation')
          ? json({ data: { rotation: version } })
          : json({ error: { code: 'NOT_FOUND', message: path } }, 404);
      },
    });
    const page = await renderer.render('/wiki/start', 'en');
    expect(page.status).toBe(200);
    expect(reads.some((path) => path.endsWith('/rotation'))).toBe(true);
    const allDay = /data-testid="guide-open-all-day">(.*?)<\/ul>/.exec(page.html)?.[1] ?? '';
    const someHours = /data-testid="guide-open-some-hours">(.*?)<\/ul>/.exec(page.html)?.[1] ?? '';
    expect(allDay).toContain('<strong>AZ3</strong>: Easy');
    expect(someHours).toContain('<strong>Tide Prison</strong>: Hard (6 hours a day)');
    expect(page.html).toContain('Rotation as of Aug 5, 2026 (source: example/rotation-tracker)');
    expect(page.html).toContain('Editors&#x27; advice');
  });
});
