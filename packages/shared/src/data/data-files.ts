// Data files (JSON) are read through their zod schema, so a bad edit fails loudly on load, naming
// the file and the field, instead of reaching a page as a wrong value.
import type { z } from 'zod';

/** `items[3].gridGroups[0].cols` style: where in the file the bad value is. */
function fieldPath(path: readonly PropertyKey[]): string {
  if (!path.length) return '(the whole file)';
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`))
    .join('');
}

/** The file's content as the schema's output; throws naming the file and each bad field's path. */
export function parseDataFile<S extends z.ZodType>(schema: S, json: unknown, name: string): z.output<S> {
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const problems = result.error.issues
    .slice(0, 5)
    .map((issue) => `  ${fieldPath(issue.path)}: ${issue.message}`);
  const more = result.error.issues.length > 5 ? [`  …and ${result.error.issues.length - 5} more`] : [];
  throw new Error([`Data file ${name} does not match its schema:`, ...problems, ...more].join('\n'));
}
