// Paths that must survive bundling: this file sits directly in src/ (dev, tsx) and its code ends up
// in dist/main.js (production), both one level below apps/api, so relative URLs resolve the same way.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));

/** Committed drizzle SQL migrations: copied to dist/migrations by the build, read from ../drizzle in dev. */
export function migrationsFolder(): string {
  const bundled = here('./migrations');
  return fs.existsSync(bundled) ? bundled : here('../drizzle');
}

/** The built web app (vite build output). */
export const webDistFolder = here('../../web/dist');

/** The web app's locale files in the source tree (the built app carries a copy in dist/locales). */
export const webLocalesFolder = here('../../web/public/locales');

/** The items and their price series (seed/data/items-data.json): copied beside the bundle by the build. */
export function itemsDataFile(): string {
  const bundled = here('./items-data.json');
  return fs.existsSync(bundled) ? bundled : here('./db/seed/data/items-data.json');
}
