/**
 * URL slug for a name: ASCII, lowercase, words joined by single dashes, at most 80 chars.
 * Diacritics are folded ('Română' → 'romana'); names without any ASCII letters or digits give ''
 * and the caller must fall back (e.g. to the id).
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}
