import { describe, expect, it } from 'vitest';
import { atomFeed, escapeXml, xml } from './recent-changes-feed';
import { renderHead } from './page-meta';

describe('the Atom feed writer', () => {
  it('escapes every value it writes, and drops what XML cannot hold', () => {
    expect(escapeXml(`a & <b> "c" 'd'\u0001`)).toBe('a &amp; &lt;b&gt; &quot;c&quot; &apos;d&apos;');
    expect(xml(['title', { href: '"><x' }, ['</title><script>']])).toBe(
      '<title href="&quot;&gt;&lt;x">&lt;/title&gt;&lt;script&gt;</title>',
    );
  });

  it('writes a feed of no entries with a fixed date, so its bytes stay the same', () => {
    const feed = atomFeed('https://dfwiki.example', []);
    expect(feed).toContain('<updated>1970-01-01T00:00:00.000Z</updated>');
    expect(feed).toBe(atomFeed('https://dfwiki.example', []));
  });
});

describe('the feed link in a page head', () => {
  const meta = { title: 'Recent changes · DF Wiki', description: 'x' };
  it('writes an escaped Atom alternate for a path of the site only', () => {
    expect(
      renderHead({ ...meta, feed: { title: 'A "feed"', href: '/recent-changes.atom?kind=build' } }),
    ).toContain(
      '<link rel="alternate" type="application/atom+xml" title="A &quot;feed&quot;" href="/recent-changes.atom?kind=build">',
    );
    for (const href of ['https://elsewhere.example/feed', '//elsewhere.example/feed'])
      expect(renderHead({ ...meta, feed: { title: 'x', href } })).not.toContain('application/atom+xml');
  });
});
