// /recent-changes.atom: the recent changes as an Atom 1.0 feed (RFC 4287), the same entries and
// the same `kind` filter as /wiki/recent-changes and GET /api/v1/recent-changes, at most
// RECENT_CHANGES_DEFAULT of them (docs/product.md, "Recent changes"). The XML is written by
// `xml()`, which escapes every value: no stored text reaches the feed unescaped.
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  RECENT_CHANGES_DEFAULT,
  RECENT_CHANGES_FEED_PATH,
  RecentChangeKindsSchema,
  pathTo,
  recentChangePath,
  recentChangeTargetPath,
  type HistoryEntity,
  type RecentChange,
  type RecentChangeKind,
  type RevisionAction,
} from '@dfwiki/shared';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { listRecentChanges } from '../features/recent-changes';
import { sendError } from '../http/errors';
import {
  bodyHash,
  CDN_CACHE_CONTROL,
  notModified,
  PUBLIC_CACHE_CONTROL,
  strongEtag,
} from '../http/shared-caching';

export const ATOM_NS = 'http://www.w3.org/2005/Atom';

/** Characters XML 1.0 does not allow at all (escaping cannot save them): dropped. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe as XML character data and as an attribute value. */
export const escapeXml = (value: string): string =>
  value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** An element: `[name, attributes, children]`; a string child is text (escaped). */
export type XmlNode = [name: string, attributes: Record<string, string>, children?: (XmlNode | string)[]];

/** Writes a node and its children; names are ours (constants), every value is escaped. */
export function xml([name, attributes, children]: XmlNode, indent = ''): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (!children?.length) return `${indent}<${name}${attrs}/>`;
  if (children.every((c) => typeof c === 'string'))
    return `${indent}<${name}${attrs}>${children.map((c) => escapeXml(c as string)).join('')}</${name}>`;
  const inner = children
    .map((c) => (typeof c === 'string' ? `${indent}  ${escapeXml(c)}` : xml(c, `${indent}  `)))
    .join('\n');
  return `${indent}<${name}${attrs}>\n${inner}\n${indent}</${name}>`;
}

const ENTITY_NAMES: Record<HistoryEntity, [one: string, many: string]> = {
  weapon: ['Weapon', 'weapons'],
  build: ['Build', 'builds'],
  keycard: ['Keycard', 'keycards'],
  tag: ['Tag', 'tags'],
  rotation: ['Map rotation', 'map rotations'],
  ammo: ['Round', 'rounds'],
  armor: ['Armour', 'armour pieces'],
  item: ['Item', 'items'],
  guide: ['Guide', 'guides'],
};
const ACTIONS: Record<RevisionAction, string> = {
  create: 'created',
  update: 'edited',
  delete: 'deleted',
  restore: 'restored',
};
const KIND_NAMES: Record<RecentChangeKind, string> = {
  guide: 'Guides',
  build: 'Builds',
  correction: 'Corrections',
  edit: 'Edits',
  import: 'Imports',
};

/** The entry's title and one-line summary, in English (the feed has one language). */
export function entryWords(change: RecentChange): { title: string; summary: string } {
  if (!change.target) {
    const count = change.batch?.count ?? 0;
    return {
      title: `Import: ${change.source ?? 'unknown'} (${count.toLocaleString('en')} changes)`,
      summary: (change.batch?.entities ?? [])
        .map((e) => `${e.count.toLocaleString('en')} ${ENTITY_NAMES[e.entity][1]}`)
        .join(', '),
    };
  }
  const what =
    change.target.entity === 'rotation'
      ? ENTITY_NAMES.rotation[0]
      : `${ENTITY_NAMES[change.target.entity][0]} “${change.target.name}”`;
  const verb = change.kind === 'correction' ? 'corrected' : ACTIONS[change.action];
  return {
    title: `${what} ${verb}`,
    summary: change.fields.length ? `Changed: ${change.fields.join(', ')}` : `${what} ${verb}`,
  };
}

/** The Atom document of `changes`; `origin` makes every link absolute. */
export function atomFeed(origin: string, changes: RecentChange[], kinds?: RecentChangeKind[]): string {
  const filter = kinds ? `?kind=${kinds.join(',')}` : '';
  const page = `${origin}${pathTo('recentChanges')}${filter}`;
  const title = kinds
    ? `DF Wiki: recent changes (${kinds.map((k) => KIND_NAMES[k]).join(', ')})`
    : 'DF Wiki: recent changes';
  const feed: XmlNode = [
    'feed',
    { xmlns: ATOM_NS, 'xml:lang': 'en' },
    [
      ['id', {}, [page]],
      ['title', {}, [title]],
      [
        'subtitle',
        {},
        ['Published guides, builds, corrections, edits and imports of DF Wiki, newest first.'],
      ],
      // Nothing yet: a fixed date, so the feed's bytes (and ETag) stay the same until a change.
      ['updated', {}, [changes[0]?.at ?? '1970-01-01T00:00:00.000Z']],
      ['author', {}, [['name', {}, ['DF Wiki']]]],
      [
        'link',
        { rel: 'self', type: 'application/atom+xml', href: `${origin}${RECENT_CHANGES_FEED_PATH}${filter}` },
      ],
      ['link', { rel: 'alternate', type: 'text/html', href: page }],
      ['generator', {}, ['DF Wiki']],
      ...changes.map((change): XmlNode => {
        const diff = `${origin}${recentChangePath(change.id)}`;
        const target = change.target && recentChangeTargetPath(change.target);
        const { title: entryTitle, summary } = entryWords(change);
        return [
          'entry',
          {},
          [
            // The diff page's address: one per change, never reused.
            ['id', {}, [diff]],
            ['title', {}, [entryTitle]],
            ['updated', {}, [change.at]],
            ['author', {}, [['name', {}, [change.by ?? change.source ?? 'Unknown']]]],
            ['link', { rel: 'alternate', type: 'text/html', href: diff }],
            ...(target
              ? [['link', { rel: 'related', type: 'text/html', href: `${origin}${target}` }] as XmlNode]
              : []),
            ['category', { term: change.kind, label: KIND_NAMES[change.kind] }],
            ['summary', {}, [summary || entryTitle]],
          ],
        ];
      }),
    ],
  ];
  return `<?xml version="1.0" encoding="utf-8"?>\n${xml(feed)}\n`;
}

interface KeptFeed {
  changes: RecentChange[];
}

export function registerRecentChangesFeed(app: FastifyInstance, ctx: AppContext, db: Db): void {
  // Absolute links need an origin: PUBLIC_URL, else the request's own (then the feed is private,
  // as the sitemap is: a forged Host header must never reach a shared cache).
  const origin = (req: FastifyRequest) =>
    ctx.config.PUBLIC_URL?.replace(/\/$/, '') ?? `${req.protocol}://${req.host}`;
  const shared = ctx.config.PUBLIC_URL !== undefined;

  app.get(RECENT_CHANGES_FEED_PATH, { schema: { hide: true }, compress: false }, async (req, reply) => {
    const raw = (req.query as Record<string, unknown>).kind;
    let kinds: RecentChangeKind[] | undefined;
    if (raw !== undefined) {
      const parsed = RecentChangeKindsSchema.safeParse(raw);
      if (!parsed.success)
        return sendError(
          reply,
          400,
          'VALIDATION_ERROR',
          'kind: one or more of guide, build, correction, edit, import, comma-separated.',
        );
      kinds = parsed.data;
    }
    // The entries are kept until the next content write clears the cache (as every public read).
    const kept = await ctx.cache.value<KeptFeed>(
      `recent-changes-feed:${kinds?.join(',') ?? ''}`,
      async () => ({
        changes: (await listRecentChanges(db, { kind: kinds, limit: RECENT_CHANGES_DEFAULT })).changes,
      }),
    );
    const body = atomFeed(origin(req), kept.changes, kinds);
    const gzip = body.length > 1024 && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const etag = strongEtag(bodyHash(body), gzip ? 'gzip' : undefined);
    reply
      .header('etag', etag)
      .header('vary', 'accept-encoding')
      .header('cache-control', shared ? PUBLIC_CACHE_CONTROL : 'private, no-store');
    if (shared) reply.header('cdn-cache-control', CDN_CACHE_CONTROL);
    if (notModified(req.headers['if-none-match'], etag)) return reply.code(304).send();
    reply.type('application/atom+xml; charset=utf-8');
    return gzip ? reply.header('content-encoding', 'gzip').send(gzipSync(body)) : reply.send(body);
  });
}
