// Per-page loading hints. The SPA loads a page's code only after the entry runs, and its data only
// after that code runs: two round trips in a row on a phone. The server knows the page from the
// path, so it names both up front: <link rel="modulepreload"> for the page chunk and its imports
// (from Vite's build manifest) and <link rel="preload" as="fetch"> for the page's first API read.
// Both come from the route registry (page module and `data`).
import fs from 'node:fs';
import path from 'node:path';
import { matchPublicRoute } from '@dfwiki/shared';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(distFolder: string): Manifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(distFolder, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined; // no manifest (dev build): no hints, nothing breaks
  }
}

/** Files a page needs beyond what index.html already loads: its chunk and static imports, transitively. */
export function pageChunks(manifest: Manifest, module: string): string[] {
  const loadedByEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const dep of chunk.imports ?? []) walk(dep, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loadedByEntry);
  const needed = new Set<string>();
  walk(module, needed);
  return [...needed].filter((k) => !loadedByEntry.has(k)).map((k) => `/${manifest[k]!.file}`);
}

/** The <link> tags for one path ('' when the path is not a known page). */
export function routeHints(
  manifest: Manifest | undefined,
  pathname: string,
  options: { dataInPage?: boolean } = {},
): string {
  const page = matchPublicRoute(pathname)?.route;
  if (!page) return '';
  // Only the page's own chunk: hinting all its small imports too competes with the entry's
  // download on slow links (measured: later first paint in Lighthouse's mobile run). A page
  // rendered on the server paints without its code, so it gets no hint: its chunk would compete
  // with the HTML and CSS the first paint waits for.
  const links =
    manifest && !options.dataInPage
      ? pageChunks(manifest, page.module)
          .slice(0, 1)
          .map((href) => `<link rel="modulepreload" href="${href}">`)
      : [];
  // use-credentials: the app's fetch sends credentials, and a preload is only reused when they match.
  // A server-rendered page carries its data; only the app shell needs it fetched early.
  if (page.data && !options.dataInPage)
    links.push(`<link rel="preload" as="fetch" href="${page.data}" crossorigin="use-credentials">`);
  return links.join('\n    ');
}
