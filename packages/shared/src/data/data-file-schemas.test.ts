import { describe, expect, it } from 'vitest';
import {
  checkSharedDataFiles,
  EventsFileSchema,
  KeycardAreasFileSchema,
  PresetFileSchema,
  StorageItemsFileSchema,
} from './data-file-schemas';
import { parseDataFile } from './data-files';
import eventsFile from './events.json';
import keycardAreasFile from './keycard-areas.json';
import storageItemsFile from './storage-items.json';
import presetFile from './zero-dam-preset.json';

// The data modules hand the files to the pages as they are (no zod in the browser), so each file
// must parse to exactly itself: no default filled in, no unknown field dropped.
const files = [
  ['storage-items.json', StorageItemsFileSchema, storageItemsFile],
  ['events.json', EventsFileSchema, eventsFile],
  ['keycard-areas.json', KeycardAreasFileSchema, keycardAreasFile],
  ['zero-dam-preset.json', PresetFileSchema, presetFile],
] as const;

describe('shared data files', () => {
  it.each(files)('%s matches its schema exactly', (name, schema, json) => {
    expect(parseDataFile(schema, json, name)).toStrictEqual(json);
  });

  it('are all checked by checkSharedDataFiles', () => {
    expect(() => checkSharedDataFiles()).not.toThrow();
  });

  it('rejects an event without its colour (the page would get no default)', () => {
    const { highlightColor: _, ...event } = eventsFile.events[0]!;
    expect(() => parseDataFile(EventsFileSchema, { ...eventsFile, events: [event] }, 'events.json')).toThrow(
      /events\[0\]\.highlightColor/,
    );
  });

  it('rejects a storage item of an unknown type, naming it', () => {
    const items = [{ ...storageItemsFile.items[0]!, type: 'Pouch' }];
    expect(() =>
      parseDataFile(StorageItemsFileSchema, { ...storageItemsFile, items }, 'storage-items.json'),
    ).toThrow(/storage-items\.json[\s\S]*items\[0\]\.type/);
  });
});
