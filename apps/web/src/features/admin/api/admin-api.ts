import type {
  AdminUser,
  BatchPriceResult,
  Build,
  BuildInputRaw,
  BuildReplaceRaw,
  Category,
  Difficulty,
  GameMap,
  ItemType,
  Keycard,
  KeycardInputRaw,
  KeycardReplaceRaw,
  PageInfo,
  Rarity,
  ReviewDecisionInputRaw,
  Submission,
  Tag,
  User,
  Weapon,
  WeaponInputRaw,
  WeaponListItem,
  WeaponReplaceRaw,
} from '@dfwiki/shared';
import { api } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/fetch-all-pages';
import { authedApi } from '../../../lib/authed-api';

/** Every call of the admin area. Reads are public; writes need editor+. */
export const adminApi = {
  logout: () => api.post('/auth/logout', undefined, { skipAuthRedirect: true }),

  tags: () => api.get<{ tags: Tag[] }>('/build-tags').then((d) => d.tags),
  createTag: (name: string) => authedApi.post<{ tag: Tag }>('/build-tags', { name }).then((d) => d.tag),
  updateTag: (id: number, name: string) =>
    authedApi.put<{ tag: Tag }>(`/build-tags/${id}`, { name }).then((d) => d.tag),
  deleteTag: (id: number) => authedApi.delete(`/build-tags/${id}`),

  weapons: ({ signal }: { signal?: AbortSignal } = {}) =>
    fetchAllPages<WeaponListItem>('/weapons', 'weapons', signal),
  weapon: (id: number | string) => api.get<{ weapon: Weapon }>(`/weapons/${id}`).then((d) => d.weapon),
  categories: () => api.get<{ categories: Category[] }>('/weapon-categories').then((d) => d.categories),
  createWeapon: (input: WeaponInputRaw) =>
    authedApi.post<{ weapon: Weapon }>('/weapons', input).then((d) => d.weapon),
  updateWeapon: (id: number, input: WeaponReplaceRaw) =>
    authedApi.put<{ weapon: Weapon }>(`/weapons/${id}`, input).then((d) => d.weapon),
  deleteWeapon: (id: number) => authedApi.delete(`/weapons/${id}`),

  createBuild: (weaponId: number, input: BuildInputRaw) =>
    authedApi.post<{ build: Build }>(`/weapons/${weaponId}/builds`, input).then((d) => d.build),
  updateBuild: (weaponId: number, buildId: number, input: BuildReplaceRaw) =>
    authedApi.put<{ build: Build }>(`/weapons/${weaponId}/builds/${buildId}`, input).then((d) => d.build),
  deleteBuild: (weaponId: number, buildId: number) =>
    authedApi.delete(`/weapons/${weaponId}/builds/${buildId}`),

  keycards: ({ signal }: { signal?: AbortSignal } = {}) =>
    fetchAllPages<Keycard>('/keycards', 'keycards', signal),
  maps: () => api.get<{ maps: GameMap[] }>('/maps').then((d) => d.maps),
  difficulties: () => api.get<{ difficulties: Difficulty[] }>('/difficulty').then((d) => d.difficulties),
  itemTypes: () => api.get<{ itemTypes: ItemType[] }>('/item-types').then((d) => d.itemTypes),
  rarities: () => api.get<{ rarities: Rarity[] }>('/rarities').then((d) => d.rarities),
  createKeycard: (input: KeycardInputRaw) => authedApi.post('/keycards', input),
  updateKeycard: (id: string, input: KeycardReplaceRaw) =>
    authedApi.put(`/keycards/${encodeURIComponent(id)}`, input),
  deleteKeycard: (id: string) => authedApi.delete(`/keycards/${encodeURIComponent(id)}`),
  updatePrices: (items: { id: string; price: number }[]) =>
    authedApi.post<BatchPriceResult>('/keycards/prices', { items }),

  reviewQueue: () =>
    authedApi
      .get<{ submissions: Submission[]; page: PageInfo }>('/build-submissions?status=pending&limit=100')
      .then((d) => ({ submissions: d.submissions, total: d.page.total })),
  decideSubmission: (id: number, decision: ReviewDecisionInputRaw) =>
    authedApi
      .post<{ submission: Submission }>(`/build-submissions/${id}/decision`, decision)
      .then((d) => d.submission),

  users: () => authedApi.get<{ users: AdminUser[] }>('/users').then((d) => d.users),
  patchUser: (id: number, patch: { role?: User['role']['name']; disabled?: boolean }) =>
    authedApi.patch<{ user: AdminUser }>(`/users/${id}`, patch).then((d) => d.user),
};

/**
 * TanStack Query keys of the admin area, all under 'admin' so they never share a cache entry
 * (and its data shape) with the public pages. After a write, invalidate everything: see useInvalidateAll.
 */
export const adminKeys = {
  session: ['admin', 'session'] as const,
  tags: ['admin', 'build-tags'] as const,
  weapons: ['admin', 'weapons'] as const,
  weapon: (id: number | string) => ['admin', 'weapons', String(id)] as const,
  categories: ['admin', 'weapon-categories'] as const,
  keycards: ['admin', 'keycards'] as const,
  maps: ['admin', 'maps'] as const,
  difficulties: ['admin', 'difficulties'] as const,
  itemTypes: ['admin', 'item-types'] as const,
  rarities: ['admin', 'rarities'] as const,
  users: ['admin', 'users'] as const,
  reviewQueue: ['admin', 'review-queue'] as const,
};
