import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseDataFile } from './data-files';

const Schema = z.strictObject({
  items: z.array(z.strictObject({ id: z.string(), cells: z.array(z.number()) })),
});

describe('parseDataFile', () => {
  it('gives the parsed content when it matches', () => {
    const json = { items: [{ id: 'a', cells: [1, 2] }] };
    expect(parseDataFile(Schema, json, 'things.json')).toEqual(json);
  });

  it('names the file and the path of the bad field', () => {
    const json = {
      items: [
        { id: 'a', cells: [1] },
        { id: 'b', cells: [1, 'two'] },
      ],
    };
    expect(() => parseDataFile(Schema, json, 'things.json')).toThrow(
      /^Data file things\.json does not match its schema:\n {2}items\[1\]\.cells\[1\]: /,
    );
  });

  it('names a missing field and an unknown one', () => {
    const json = { items: [{ cells: [], extra: true }] };
    const error = () => parseDataFile(Schema, json, 'things.json');
    expect(error).toThrow(/items\[0\]\.id: /);
    expect(error).toThrow(/items\[0\]: .*extra/);
  });

  it('says when the whole file is wrong', () => {
    expect(() => parseDataFile(Schema, [], 'things.json')).toThrow(/\(the whole file\)/);
  });
});
