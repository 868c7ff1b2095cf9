import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, pickLanguage } from './language';

describe('page language', () => {
  it('prefers the cookie, then Accept-Language, then English', () => {
    expect(pickLanguage('ro', 'en-US,en;q=0.9')).toBe('ro');
    expect(pickLanguage('en', 'ro-RO,ro;q=0.9')).toBe('en');
    expect(pickLanguage(undefined, 'ro-RO,ro;q=0.9,en;q=0.8')).toBe('ro');
    expect(pickLanguage('fr', 'ro')).toBe('ro');
    expect(pickLanguage(undefined, undefined)).toBe('en');
    expect(pickLanguage(undefined, 'de-DE,fr;q=0.5')).toBe('en');
  });

  it('ranks Accept-Language by quality, then order, and skips q=0 and unknown tags', () => {
    expect(fromAcceptLanguage('en;q=0.5,ro;q=0.8')).toBe('ro');
    expect(fromAcceptLanguage('de,ro;q=0.3,en;q=0.2')).toBe('ro');
    expect(fromAcceptLanguage('ro;q=0,en')).toBe('en');
    expect(fromAcceptLanguage('RO')).toBe('ro');
    expect(fromAcceptLanguage('*')).toBeUndefined();
    expect(fromAcceptLanguage('')).toBeUndefined();
  });
});
