import { describe, expect, it } from 'vitest';
import { pageAddresses } from './pages';

describe('page addresses', () => {
  it('gives each page its address in every language, with and without a trailing slash', () => {
    expect(pageAddresses('/wiki/cards')).toEqual([
      '/wiki/cards',
      '/wiki/cards/',
      '/ro/wiki/cards',
      '/ro/wiki/cards/',
    ]);
    expect(pageAddresses('/wiki/weapons/:weaponNameId')).toContain('/ro/wiki/weapons/:weaponNameId/');
    // `/` has its own route (the first visit's language); Romanian's home is /ro/ and /ro.
    expect(pageAddresses('/')).toEqual(['/ro/', '/ro']);
    expect(pageAddresses('/admin/*')).toEqual(['/admin/*', '/ro/admin/*']);
  });
});
