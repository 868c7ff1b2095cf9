import { describe, expect, it } from 'vitest';
import { dataLiteralsIn, findDataLiterals } from './data-literals';

const lines = (n: number, line: string) => Array.from({ length: n }, () => line).join('\n');

describe('data literals', () => {
  it('finds none over 100 lines in the TypeScript source: data lives in JSON files', () => {
    const long = findDataLiterals(101).map((l) => `${l.file}:${l.line} (${l.lines} lines)`);
    expect(long).toEqual([]);
  }, 60_000); // parses every source file

  it('counts a literal of plain values, nested ones with it', () => {
    const text = `export const X = [\n${lines(5, "  { id: 'a', n: -1, ok: true, none: null, list: [1, 2] },")}\n] as const;`;
    expect(dataLiteralsIn('x.ts', text, 3)).toEqual([{ file: 'x.ts', line: 1, lines: 7 }]);
  });

  it('leaves out literals with code in them and ones under the line threshold', () => {
    const code = `const rows = [\n${lines(5, '  { id: f(), ...rest },')}\n];`;
    expect(dataLiteralsIn('x.ts', code, 3)).toEqual([]);
    expect(dataLiteralsIn('x.ts', `const X = [\n  1,\n];`, 4)).toEqual([]);
  });
});
