// The maps section's rotation is in the server's first HTML: the guide's route loader reads it
// before the page renders, as the API's page host renders it (entry-server.tsx).
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en.json';
import ro from '../../../../public/locales/ro.json';
import { createRenderer } from '../../../entry-server';
import { ROTATION_FIXTURE } from '../../../test/rotation-fixture';

const version = ROTATION_FIXTURE;

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
