import { describe, expect, it } from 'vitest';
import { parseRequestPath } from './request-path';

describe('parseRequestPath', () => {
  it('splits plain URLs as the general parse does', () => {
    expect(parseRequestPath('/api/v1/weapons?limit=5')).toEqual({
      pathname: '/api/v1/weapons',
      search: 'limit=5',
      dotSegment: false,
    });
    expect(parseRequestPath('/wiki/cards//')).toEqual({
      pathname: '/wiki/cards',
      search: '',
      dotSegment: false,
    });
    expect(parseRequestPath('/')).toEqual({ pathname: '/', search: '', dotSegment: false });
    expect(parseRequestPath('/a/.b/..c?x=/./')).toEqual({
      pathname: '/a/.b/..c',
      search: 'x=/./',
      dotSegment: false,
    });
  });

  it('finds dot segments, literal or encoded, and refuses bad encoding', () => {
    for (const url of ['/wiki/weapons/.', '/wiki/../x', '/a/./b?q=1', '/a/%2e%2e', '/a/..'])
      expect(parseRequestPath(url)?.dotSegment, url).toBe(true);
    expect(parseRequestPath('/%61pi/v1/weapons')?.pathname).toBe('/api/v1/weapons');
    expect(parseRequestPath('/api/v1/weapons#x')?.pathname).toBe('/api/v1/weapons');
    expect(parseRequestPath('/a/%E0%A4%A')).toBeUndefined();
  });
});
