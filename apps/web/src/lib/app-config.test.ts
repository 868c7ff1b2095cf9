import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_APP_CONFIG, parseAppConfig, readAppConfig } from './app-config';

describe('app config', () => {
  it('uses defaults when the element is missing', () => {
    expect(readAppConfig(document)).toEqual(DEFAULT_APP_CONFIG);
  });
  it('reads the injected JSON', () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML =
      '<script type="application/json" id="app-config">{"analyticsId":"abc","contactEmail":"a@b.c","supportUrl":"https://s","adminLoginPath":"/secret","environment":"production"}</script>';
    expect(readAppConfig(doc)).toEqual({
      analyticsId: 'abc',
      contactEmail: 'a@b.c',
      supportUrl: 'https://s',
      adminLoginPath: '/secret',
      environment: 'production',
    });
  });
  it('survives malformed JSON and odd values', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = '<script type="application/json" id="app-config">{nope</script>';
    expect(readAppConfig(doc)).toEqual(DEFAULT_APP_CONFIG);
    expect(parseAppConfig({ analyticsId: '', adminLoginPath: 'login' })).toMatchObject({
      analyticsId: null,
      adminLoginPath: '/login',
    });
  });
});
