// What the rest of the API may use of weapons: the routes, the view counter and the head list the
// public pages link.
export { weaponRoutes } from './routes';
export type { ViewCounter } from './view-counter';
export { listWeaponHeads } from './repository';
export { weaponHistory } from './history';
