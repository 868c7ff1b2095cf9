// Our copies of the cited source files (apps/api/src/db/seed/data/sources/README.md), read as they
// are: the data tests compare what the database holds with them and never repeat their numbers.
import { readFileSync } from 'node:fs';

const SOURCES = new URL('../src/db/seed/data/sources/', import.meta.url);

/** One source copy, parsed; the caller names the fields it reads. */
export const readSourceCopy = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(name, SOURCES), 'utf8')) as T;
