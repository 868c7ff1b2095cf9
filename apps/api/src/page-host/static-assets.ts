// The built web app's files: hashed assets cached for a year, other files briefly, and the two
// files the page shell takes inline (the boot script and the stylesheet).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths that name files or the API: an unknown one is a JSON 404, never a page. */
export const isResourcePath = (pathname: string): boolean =>
  pathname === '/api' ||
  pathname.startsWith('/api/') ||
  pathname.startsWith('/uploads/') ||
  pathname.startsWith('/assets/') ||
  pathname.startsWith('/images/');

/**
 * Hashed assets never change under their name; other files (icons, manifest) may. The service
 * worker is checked on every visit, so a new build reaches readers at once.
 */
export const assetCacheControl = (relativePath: string): string => {
  if (relativePath.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return relativePath === 'sw.js' ? 'no-cache' : 'public, max-age=300, must-revalidate';
};

/** boot.js as an inline <script> and its CSP hash; undefined when the build has none. */
export function inlineBootScript(distFolder: string): { tag: string; hash: string } | undefined {
  let code: string;
  try {
    code = fs.readFileSync(path.join(distFolder, 'boot.js'), 'utf8');
  } catch {
    return undefined;
  }
  const hash = `sha256-${crypto.createHash('sha256').update(code).digest('base64')}`;
  return { tag: `<script>${code}</script>`, hash };
}

/**
 * The app's stylesheet inlined as a <style>: a server-rendered page then paints without waiting
 * for a second request (one round trip less before the first paint on a phone network; the
 * stylesheet is small). The CSP allows inline styles. Left as a link when it cannot be read.
 */
export function inlineStylesheet(template: string, distFolder: string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/,
    (tag, file: string) => {
      try {
        const css = fs.readFileSync(path.join(distFolder, file), 'utf8');
        return css.includes('</') ? tag : `<style>${css}</style>`;
      } catch {
        return tag;
      }
    },
  );
}

/** Serves the files of the build (never its index.html: pages are answered by pages.ts). */
export async function registerStaticAssets(app: FastifyInstance, distFolder: string): Promise<void> {
  if (!fs.existsSync(distFolder)) return;
  await app.register(fastifyStatic, {
    root: distFolder,
    index: false,
    wildcard: false,
    preCompressed: true, // .br/.gz written at build time (scripts/precompress.mjs)
    serveDotFiles: false,
    setHeaders: (res, filePath) => {
      res.header('cache-control', assetCacheControl(path.relative(distFolder, filePath)));
      res.header('x-content-type-options', 'nosniff');
    },
  });
}
