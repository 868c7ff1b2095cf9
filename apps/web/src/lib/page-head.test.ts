import { describe, expect, it } from 'vitest';
import { renderedHead } from './page-head';
import { pageLoader } from './page-loader';

describe('page head', () => {
  it("writes a page's own words with the site name, the registry's for what it leaves out", () => {
    const registry = { title: 'Weapon', description: 'A weapon of the game.' };
    expect(renderedHead({ title: 'M4A1', description: 'A rifle.' }, registry)).toEqual({
      title: 'M4A1 · DF Wiki',
      description: 'A rifle.',
    });
    expect(renderedHead({ title: 'M4A1' }, registry)).toEqual({
      title: 'M4A1 · DF Wiki',
      description: 'A weapon of the game.',
    });
    expect(renderedHead(undefined, registry).title).toBe('Weapon · DF Wiki');
    expect(renderedHead(undefined, { ...registry, home: true }).title).toBe('DF Wiki');
    expect(renderedHead({ title: 'x', description: 'y'.repeat(400) }, registry).description).toHaveLength(
      300,
    );
  });

  it("keeps a page's head beside its loader, for the server renderer", () => {
    const head = () => ({ title: 'x' });
    expect(pageLoader(() => [], { head }).handle?.head).toBe(head);
    expect(pageLoader(() => []).handle).toBeUndefined();
  });
});
