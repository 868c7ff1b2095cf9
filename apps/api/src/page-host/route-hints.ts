// Per-page loading hints. The SPA loads a page's code only after the entry runs: a round trip on a
// phone. The server knows the page from the path, so it names the page chunk up front with
// <link rel="modulepreload"> (from the route registry's page module and Vite's build manifest).
// A page's data is its route loader's business (apps/web/src/lib/page-loader.ts).
import fs from 'node:fs';
import path from 'node:path';
import { matchPublicRoute } from '@dfwiki/shared';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

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
  options: { serverRendered?: boolean } = {},
): string {
  const page = matchPublicRoute(pathname)?.route;
  if (!page) return '';
  // Only the page's own chunk: hinting all its small imports too competes with the entry's
  // download on slow links (measured: later first paint in Lighthouse's mobile run). A page
  // rendered on the server paints without its code, so it gets no hint: its chunk would compete
  // with the HTML and CSS the first paint waits for.
  if (!manifest || options.serverRendered) return '';
  return pageChunks(manifest, page.module)
    .slice(0, 1)
    .map((href) => `<link rel="modulepreload" href="${href}">`)
    .join('\n    ');
}
