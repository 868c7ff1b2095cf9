import { describe, expect, it } from 'vitest';
import en from '../../public/locales/en.json';
import ro from '../../public/locales/ro.json';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Dot paths of every leaf; arrays count as one leaf with their length so lists must match too. */
function keyPaths(value: Json, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

function leaves(value: Json): string[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return typeof value === 'string' ? [value] : [];
}

const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort().join(',');

describe('locale files', () => {
  it('en and ro have exactly the same keys', () => {
    const enKeys = keyPaths(en as Json).sort();
    const roKeys = keyPaths(ro as Json).sort();
    expect(
      roKeys.filter((k) => !enKeys.includes(k)),
      'keys only in ro',
    ).toEqual([]);
    expect(
      enKeys.filter((k) => !roKeys.includes(k)),
      'keys missing from ro',
    ).toEqual([]);
  });

  it('has no empty strings', () => {
    expect(leaves(en as Json).filter((s) => s.trim() === '')).toEqual([]);
    expect(leaves(ro as Json).filter((s) => s.trim() === '')).toEqual([]);
  });

  it('uses the same interpolation placeholders in both languages', () => {
    const walk = (a: Json, b: Json, path: string): string[] => {
      if (typeof a === 'string' && typeof b === 'string')
        return placeholders(a) === placeholders(b) ? [] : [path];
      if (
        a &&
        b &&
        typeof a === 'object' &&
        typeof b === 'object' &&
        !Array.isArray(a) &&
        !Array.isArray(b)
      ) {
        return Object.keys(a).flatMap((k) => (k in b ? walk(a[k], b[k], `${path}.${k}`) : []));
      }
      return [];
    };
    expect(walk(en as Json, ro as Json, '')).toEqual([]);
  });

  it('keeps the exact texts of the not-found page in English', () => {
    expect(en.notFound.heading).toBe('404 - Page Not Found');
    expect(en.notFound.text).toBe('Sorry, the page you are looking for does not exist.');
    expect(en.notFound.home).toBe('Go back to Home');
    expect(en.notFound.docTitle).toBe('Not-Found');
    expect(en.errors.unexpected.title).toBe('Unexpected Application Error!');
    expect(en.privacy.lastUpdated).toBe('Last updated: May 2025');
  });
});
