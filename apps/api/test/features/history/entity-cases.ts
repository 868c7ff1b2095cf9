// One case per entity whose edits are kept: how the history tests create, change, break and delete
// it through its own API routes, and read it publicly. A new editable entity adds its case here,
// and every history test runs for it.
import type { HistoryEntity } from '@dfwiki/shared';
import type { apiCaller } from '../../harness';

type Call = ReturnType<typeof apiCaller>;
type Get = (url: string) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface EntityCase {
  entity: HistoryEntity;
  /** Makes a new one (or picks the n-th imported one); answers its id as the history names it. */
  create: (call: Call, get: Get, n: number) => Promise<string>;
  /** Made only by imports: its first revision is the import's (no account, a source). */
  imported?: true;
  /** A save that changes `field` to `value` (sent with `headers`, e.g. If-Match). */
  update: (call: Call, id: string, n: number, headers?: Record<string, string>) => ReturnType<Call>;
  /** The field the update changes, and the value it had before. */
  field: string;
  /** A save the API refuses with 400. */
  invalidUpdate: (call: Call, id: string) => ReturnType<Call>;
  /** Deletes it (undefined: the entity cannot be deleted, only replaced). */
  remove?: (call: Call, id: string) => ReturnType<Call>;
  /** The public read: its status, and the field's value when found. */
  publicValue: (call: Call, id: string) => Promise<{ status: number; value?: unknown }>;
}

/** A gear PUT: the GET answer sent back with `name` changed (an invalid one: a negative price). */
function gearCase(entity: 'ammo' | 'armor', list: 'rounds' | 'armor', item: 'round' | 'piece'): EntityCase {
  const read = async (call: Call, id: string) =>
    (await call('GET', `/${entity}/${id}`, undefined, {})).json().data?.[item];
  const put = async (call: Call, id: string, change: object, headers?: Record<string, string>) =>
    call('PUT', `/${entity}/${id}`, { ...(await read(call, id)), ...change }, headers);
  return {
    entity,
    imported: true,
    field: 'name',
    create: async (_call, get, n) => (await get(`/${entity}`))[list][n].id,
    update: (call, id, n, headers) => put(call, id, { name: `Edit ${n}` }, headers),
    invalidUpdate: (call, id) => put(call, id, { price: -1 }),
    publicValue: async (call, id) => {
      const res = await call('GET', `/${entity}/${id}`, undefined, {});
      return { status: res.statusCode, value: res.json().data?.[item].name };
    },
  };
}

async function categoryId(get: Get) {
  const { categories } = await get('/weapon-categories');
  return categories[0].id as number;
}

/** A build's routes name its weapon too: the weapon each test build was made on, by build id. */
const buildWeapons = new Map<string, number>();
const buildUrl = (id: string) => `/weapons/${buildWeapons.get(id)}/builds/${id}`;

async function mapId(get: Get) {
  const { maps } = await get('/maps');
  return maps[0].id as number;
}

export const ENTITY_CASES: EntityCase[] = [
  {
    entity: 'weapon',
    field: 'notes',
    create: async (call, get, n) => {
      const res = await call('POST', '/weapons', {
        name: `History Rifle ${n}`,
        category_id: await categoryId(get),
        notes: 'first',
      });
      return String(res.json().data.weapon.id);
    },
    update: (call, id, n, headers) => call('PATCH', `/weapons/${id}`, { notes: `edit ${n}` }, headers),
    invalidUpdate: (call, id) => call('PATCH', `/weapons/${id}`, { tier: 'Z' }),
    remove: (call, id) => call('DELETE', `/weapons/${id}`),
    publicValue: async (call, id) => {
      const res = await call('GET', `/weapons/${id}`, undefined, {});
      return { status: res.statusCode, value: res.json().data?.weapon.notes };
    },
  },
  {
    entity: 'tag',
    field: 'name',
    create: async (call, _get, n) =>
      String((await call('POST', '/build-tags', { name: `History tag ${n}` })).json().data.tag.id),
    update: (call, id, n, headers) => call('PUT', `/build-tags/${id}`, { name: `Renamed tag ${n}` }, headers),
    invalidUpdate: (call, id) => call('PUT', `/build-tags/${id}`, { name: '   ' }),
    remove: (call, id) => call('DELETE', `/build-tags/${id}`),
    publicValue: async (call, id) => {
      const res = await call('GET', '/build-tags', undefined, {});
      const tag = res.json().data.tags.find((t: { id: number }) => String(t.id) === id);
      return tag ? { status: 200, value: tag.name } : { status: 404 };
    },
  },
  {
    entity: 'build',
    field: 'description',
    create: async (call, get, n) => {
      const weapon = await call('POST', '/weapons', {
        name: `History Build Rifle ${n}`,
        category_id: await categoryId(get),
      });
      const weaponId = weapon.json().data.weapon.id as number;
      const res = await call('POST', `/weapons/${weaponId}/builds`, {
        name: `History build ${n}`,
        description: 'first',
        attachments: [{ name: 'Long barrel', type: 'barrel' }],
      });
      const id = String(res.json().data.build.id);
      buildWeapons.set(id, weaponId);
      return id;
    },
    update: (call, id, n, headers) => call('PATCH', buildUrl(id), { description: `edit ${n}` }, headers),
    invalidUpdate: (call, id) => call('PATCH', buildUrl(id), { rating: 9 }),
    remove: (call, id) => call('DELETE', buildUrl(id)),
    publicValue: async (call, id) => {
      const res = await call('GET', `/weapons/${buildWeapons.get(id)}`, undefined, {});
      const build = res.json().data.weapon.builds.find((b: { id: number }) => String(b.id) === id);
      return build ? { status: 200, value: build.description } : { status: 404 };
    },
  },
  {
    // Written by the editor of these tests (at most five a day: the tests make five); read back
    // by its writer, who sees it under review.
    entity: 'guide',
    field: 'title',
    create: async (call, _get, n) => {
      const res = await call('POST', '/guides', {
        title: `History guide ${n}`,
        body: 'First words.',
        category: 'tactics',
        language: 'en',
      });
      return String(res.json().data.guide.id);
    },
    update: async (call, id, n, headers) => {
      // A guide's PUT is the whole guide: what it has now, with the title changed.
      const guide = (await call('GET', `/guides/${id}`)).json().data?.guide ?? {
        body: 'x',
        category: 'tactics',
        language: 'en',
      };
      const body = {
        title: `Edited guide ${n}`,
        body: guide.body,
        category: guide.category,
        language: guide.language,
      };
      return call('PUT', `/guides/${id}`, body, headers);
    },
    invalidUpdate: (call, id) =>
      call('PUT', `/guides/${id}`, { title: '', body: 'x', category: 'tactics', language: 'en' }),
    remove: (call, id) => call('DELETE', `/guides/${id}`),
    publicValue: async (call, id) => {
      const res = await call('GET', `/guides/${id}`);
      return { status: res.statusCode, value: res.json().data?.guide.title };
    },
  },
  {
    entity: 'keycard',
    field: 'room_info',
    create: async (call, get, n) => {
      const id = `history-card-${n}`;
      const res = await call('POST', '/keycards', {
        id,
        name: `History Card ${n}`,
        map_id: await mapId(get),
      });
      return res.json().data.keycard.id as string;
    },
    update: (call, id, n, headers) => call('PATCH', `/keycards/${id}`, { room_info: `edit ${n}` }, headers),
    invalidUpdate: (call, id) => call('PATCH', `/keycards/${id}`, { durability: 0 }),
    remove: (call, id) => call('DELETE', `/keycards/${id}`),
    publicValue: async (call, id) => {
      const res = await call('GET', '/keycards', undefined, {});
      const card = res.json().data.keycards.find((k: { id: string }) => k.id === id);
      return card ? { status: 200, value: card.room_info } : { status: 404 };
    },
  },
  gearCase('ammo', 'rounds', 'round'),
  gearCase('armor', 'armor', 'piece'),
  {
    entity: 'rotation',
    imported: true,
    field: 'label',
    create: async () => 'current',
    // The current schedule sent back with a new label.
    update: async (call, _id, n, headers) => {
      const current = (await call('GET', '/rotation', undefined, {})).json().data.rotation;
      return call('PUT', '/rotation', { ...current, label: `Edit ${n}` }, headers);
    },
    invalidUpdate: async (call) => {
      const current = (await call('GET', '/rotation', undefined, {})).json().data.rotation;
      return call('PUT', '/rotation', { ...current, label: ' ' });
    },
    publicValue: async (call) => {
      const res = await call('GET', '/rotation', undefined, {});
      return { status: res.statusCode, value: res.json().data.rotation?.label };
    },
  },
  {
    // A market item: editors correct our English name; the n-th item of the list by name.
    entity: 'item',
    imported: true,
    field: 'name',
    create: async (_call, get, n) => String((await get(`/items?limit=1&offset=${n}`)).items[0].id),
    update: (call, id, n, headers) => call('PATCH', `/items/${id}`, { name: `Edit ${n}` }, headers),
    invalidUpdate: (call, id) => call('PATCH', `/items/${id}`, { name: ' ' }),
    publicValue: async (call, id) => {
      const res = await call('GET', `/items/${id}`, undefined, {});
      return { status: res.statusCode, value: res.json().data?.item.name };
    },
  },
];
