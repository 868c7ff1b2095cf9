// Titles and descriptions the server writes into index.html per public route, so search engines
// and link previews see real text before any JavaScript runs.
export interface PageMeta {
  title: string;
  description: string;
  noindex?: boolean;
}

const SITE = 'DF Wiki';
const DEFAULT_DESCRIPTION =
  'DF Wiki: a free community wiki for Delta Force players. Keycard rooms, weapon builds, time-to-kill tables, storage items and the map rotation.';

const STATIC_META: Record<string, Omit<PageMeta, 'title'> & { title: string }> = {
  '/': { title: SITE, description: DEFAULT_DESCRIPTION },
  '/wiki/start': {
    title: 'Getting Started',
    description:
      'A beginner’s guide to Delta Force Operations: loadouts, keycards, extraction and Havoc coins.',
  },
  '/wiki/storage': {
    title: 'Storage Items',
    description: 'Every chest rig and backpack in Delta Force with slots, layout, price and effects.',
  },
  '/wiki/cards': {
    title: 'Keycards',
    description:
      'Keycard rooms per map: what each room holds, difficulty, value, cost per open and price history.',
  },
  '/wiki/weaponsttk': {
    title: 'Weapon TTK',
    description:
      'Time-to-kill comparison of every Delta Force weapon with gold and blue ammo, chest and head.',
  },
  '/wiki/weapons': {
    title: 'Weapon Builds',
    description: 'Community weapon builds with codes to paste, attachments and ratings.',
  },
  '/wiki/map-rotation': {
    title: 'Map Rotation',
    description: 'Which Operations maps are up this hour and next, in UTC and your local time.',
  },
  '/wiki/contribute': { title: 'Contribute', description: 'How to help keep DF Wiki accurate.' },
  '/wiki/privacy-policy': {
    title: 'Privacy Policy',
    description: 'What DF Wiki collects and how to change your cookie choice.',
  },
  '/wiki/terms': {
    title: 'Terms of Use',
    description: 'Terms of use of DF Wiki, a free non-commercial community wiki.',
  },
  '/wiki/events': {
    title: 'Events',
    description: 'Current and past Delta Force events with maps and rewards.',
  },
  '/wiki/events/gator-frenzy': {
    title: 'Gator Frenzy',
    description: 'Gator Frenzy event guide: lair locations on Zero Dam and Layali Grove and the rewards.',
  },
};

export const PUBLIC_STATIC_ROUTES = Object.keys(STATIC_META);

export function metaFor(pathname: string, adminLoginPath: string): PageMeta {
  const known = STATIC_META[pathname];
  if (known) return { ...known, title: pathname === '/' ? SITE : `${known.title} · ${SITE}` };
  if (
    pathname === adminLoginPath ||
    pathname === '/admin-register' ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/')
  ) {
    return { title: `Admin · ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true };
  }
  return { title: SITE, description: DEFAULT_DESCRIPTION };
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function renderHead(meta: PageMeta, url: string): string {
  const t = escapeHtml(meta.title);
  const d = escapeHtml(meta.description);
  return [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}">`,
    `<meta property="og:site_name" content="${SITE}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${t}">`,
    `<meta property="og:description" content="${d}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="summary">`,
    meta.noindex ? `<meta name="robots" content="noindex, nofollow">` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** JSON for a non-executing <script type="application/json">: '<' is escaped so no tag can close early. */
export function renderConfigScript(config: Record<string, unknown>): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="app-config">${json}</script>`;
}
