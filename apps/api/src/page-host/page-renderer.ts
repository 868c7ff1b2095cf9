// Server rendering of public pages. The web app's server build (apps/web/src/entry-server.tsx)
// renders a page with its data; this module loads that build, feeds it the API in-process, and
// keeps finished pages in a byte-capped cache that every API write clears, here and (through the
// public cache's LISTEN/NOTIFY) in every other process. See docs/decisions/002-server-rendering.md.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { BoundedCache } from '../http/bounded-cache';
import { INTERNAL_READ } from '../http/rate-limits';
import { isRefusal, RenderBudget, type Refusal } from './render-budget';
import { webLocalesFolder } from '../paths';

/** What the web's server build returns for one page (see entry-server.tsx). */
export interface RenderedPage {
  /** The page's status, judged by the renderer from its route and its loader's reads. */
  status: number;
  /**
   * Its title and description, named from the same data (absent from older builds), and the
   * languages it exists in when not every one (a player's guide).
   */
  head?: {
    title: string;
    description: string;
    languages?: readonly string[];
    /** An Atom feed of the page's content (recent changes): its title and root-relative path. */
    feed?: { title: string; href: string };
  };
  html: string;
  state: unknown;
  /** The data of the page's reads, sent at its own address when the app starts (absent from older builds). */
  data?: unknown;
}

export interface WebRenderer {
  render(url: string, lang: string): Promise<RenderedPage>;
}

interface RendererModule {
  createRenderer(options: {
    config: Record<string, unknown>;
    translations: Record<string, Record<string, unknown>>;
    fetchApi: typeof fetch;
  }): WebRenderer | Promise<WebRenderer>;
}

/** A body kept with its compressed copies (each made once, on first need). */
export interface EncodableBody {
  body: string;
  gzip?: Buffer;
  br?: Buffer;
  /** The body's hash, each encoding's ETag made from it (made once, on first need). */
  hash?: string;
}

/** A finished page: its HTML, and the data the app takes it over with (a JSON body of its own). */
export interface CachedPage extends EncodableBody {
  status: number;
  data?: EncodableBody;
  /** A fallback after a failed render: sent, never kept. */
  transient?: boolean;
}

/** Byte cap of kept pages; a rendered page with its data is 30–200 KB, plus compressed copies. */
export const PAGE_CACHE_MAX_BYTES = 24 * 1024 * 1024;
/** Pages also show the time (map rotation, event status): none is fresh longer than this. */
const PAGE_TTL_MS = 60_000;
/** How long a page stays as a stale copy, for readers the render budget cannot serve anew. */
const STALE_TTL_MS = 10 * 60_000;

interface KeptPage {
  page: CachedPage;
  /** The cache generation it was rendered in: a write since makes it stale. */
  generation: number;
  at: number;
}

function readTranslations(distFolder: string, languages: readonly string[]) {
  return Object.fromEntries(
    languages.map((lang) => {
      for (const folder of [path.join(distFolder, 'locales'), webLocalesFolder]) {
        const file = path.join(folder, `${lang}.json`);
        if (fs.existsSync(file))
          return [lang, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>];
      }
      throw new Error(`No ${lang}.json locale file for the page renderer`);
    }),
  );
}

/** Loads the web's server build, or undefined when there is none (the server then sends the app shell). */
export async function loadRenderer(
  app: FastifyInstance,
  options: {
    module: string;
    distFolder: string;
    languages: readonly string[];
    config: Record<string, unknown>;
  },
): Promise<WebRenderer | undefined> {
  if (!fs.existsSync(options.module)) return undefined;
  const { createRenderer } = (await import(pathToFileURL(options.module).href)) as RendererModule;
  const fetchApi: typeof fetch = async (input) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', [INTERNAL_READ.header]: INTERNAL_READ.token },
    });
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
  return await createRenderer({
    config: options.config,
    translations: readTranslations(options.distFolder, options.languages),
    fetchApi,
  });
}

/**
 * Finished pages by key (language and canonical address). A page is fresh for PAGE_TTL_MS and until
 * the next write; after that it is only a stale copy, served when the render budget refuses a new
 * render, and dropped from memory after STALE_TTL_MS or by the byte cap.
 */
export class PageCache {
  private pages: BoundedCache<KeptPage>;
  private pending = new Map<string, Promise<CachedPage>>();
  private generation = 0;

  constructor(
    ctx: AppContext,
    private budget: RenderBudget = new RenderBudget(),
    options: { maxBytes?: number } = {},
  ) {
    this.pages = new BoundedCache<KeptPage>({
      maxBytes: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
      ttlMs: STALE_TTL_MS,
      // The body (two bytes a character at most), and compressed copies well under its size again.
      sizeOf: ({ page }, key) =>
        3 * (page.body.length + (page.data?.body.length ?? 0)) + 2 * key.length + 512,
    });
    ctx.cache.onClear(() => {
      this.generation++;
      this.pending.clear();
    });
  }

  get bytes(): number {
    return this.pages.bytes;
  }

  /**
   * The fresh page; else the render in flight for this key; else a new render if the budget
   * admits one (shared by concurrent requests, kept unless a write came first); else the stale
   * copy; else the budget's refusal.
   */
  get(key: string, address: string, build: () => Promise<CachedPage>): Promise<CachedPage> | Refusal {
    const kept = this.pages.get(key);
    if (kept && kept.generation === this.generation && Date.now() - kept.at < PAGE_TTL_MS)
      return Promise.resolve(kept.page);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const pending = this.budget.run(address, build);
    if (isRefusal(pending)) return kept ? Promise.resolve(kept.page) : pending;
    this.pending.set(key, pending);
    const settle = () => {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    };
    pending.then((page) => {
      settle();
      if (generation === this.generation && !page.transient)
        this.pages.set(key, { page, generation, at: Date.now() });
    }, settle);
    return pending;
  }
}

/** A kept body in the encoding the client prefers (brotli, gzip or none), compressed once. */
export function encodedBody(
  page: EncodableBody,
  acceptEncoding: string,
): { body: string | Buffer; encoding?: string } {
  if (page.body.length < 1024) return { body: page.body };
  if (/\bbr\b/.test(acceptEncoding)) {
    page.br ??= brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
    return { body: page.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    page.gzip ??= gzipSync(page.body, { level: 9 });
    return { body: page.gzip, encoding: 'gzip' };
  }
  return { body: page.body };
}
