// The guide pages on the server (entry-server.tsx, as the page host renders them): the guide is in
// the first HTML with its head, which names the one language it exists in; an unknown guide is a
// 404; no editor's control is ever in the server's HTML.
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en.json';
import ro from '../../../../public/locales/ro.json';
import { createRenderer } from '../../../entry-server';
import { guide, guidePage, guideSummary, revision } from '../guide-fixture';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function renderer() {
  const reads: string[] = [];
  const render = await createRenderer({
    config: {},
    translations: { en, ro },
    fetchApi: async (input) => {
      const url = new URL(String(input), 'http://api.local');
      const path = url.pathname.replace(/^\/api\/v1/, '');
      reads.push(`${path}${url.search}`);
      if (path === '/guides/raid-de-noapte')
        return json({
          data: { guide: guide({ slug: 'raid-de-noapte', title: 'Raid de noapte', language: 'ro' }) },
        });
      if (path === '/guides') return json(guidePage([guideSummary()]));
      if (path === '/revisions')
        return json({
          data: { revisions: [revision(30)], page: { offset: 0, limit: 100, total: 1, next_offset: null } },
        });
      return json({ error: { code: 'NOT_FOUND', message: path } }, 404);
    },
  });
  return { render, reads };
}

describe('the guide pages on the server', () => {
  it("renders a guide with its head, in its one language, read in the other one's page too", async () => {
    const { render, reads } = await renderer();
    const page = await render.render('/wiki/guides/raid-de-noapte', 'en');
    expect(page.status).toBe(200);
    expect(page.head.title).toBe('Raid de noapte · Guide · DF Wiki');
    expect(page.head.description).toBe(
      "A player's guide by Nightjar, published Nov 1, 2026 on DF Wiki. Where to throw smoke before the dam crossing.",
    );
    expect(page.head.languages).toEqual(['ro']);
    expect(page.html).toContain('Raid de noapte');
    expect(page.html).toContain('data-testid="guide-toc"');
    expect(page.html).toContain('<h2 id="guide-before-the-crossing">Before the crossing</h2>');
    expect(page.html).toContain('Written in Română');
    expect(page.html).not.toContain('Edit this guide');
    // The session is never asked on the server.
    expect(reads.some((r) => r.startsWith('/auth'))).toBe(false);
    const inRo = await render.render('/wiki/guides/raid-de-noapte', 'ro');
    expect(inRo.head.description).toContain('Ghid scris de jucătorul Nightjar');
    expect(inRo.html).not.toContain('data-testid="guide-language-note"');
  });

  it('answers 404 for an unknown guide and its history', async () => {
    const { render } = await renderer();
    expect((await render.render('/wiki/guides/no-such-guide', 'en')).status).toBe(404);
    expect((await render.render('/wiki/guides/no-such-guide/history', 'en')).status).toBe(404);
  });

  it('renders the history and the list', async () => {
    const { render, reads } = await renderer();
    const history = await render.render('/wiki/guides/raid-de-noapte/history', 'en');
    expect(history.status).toBe(200);
    expect(history.head.title).toBe('History of Raid de noapte · DF Wiki');
    expect(history.head.languages).toEqual(['ro']);
    expect(history.html).toContain('by Editor Kite');
    expect(history.html).not.toContain('Restore this version');
    const list = await render.render('/wiki/guides?category=tactics', 'en');
    expect(list.status).toBe(200);
    expect(list.head.languages).toBeUndefined();
    expect(list.html).toContain('Smoke lines on Zero Dam');
    expect(reads).toContain('/guides?category=tactics');
  });
});
