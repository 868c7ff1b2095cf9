// What the rest of the API may use of weapons: the routes, the head list the public pages link,
// the history and the writes the seed goes through.
export { weaponRoutes } from './routes';
export { listWeaponHeads } from './repository';
export { weaponHistory } from './history';
// The seed adds its sample weapons through these (ops/seed/load-weapons.ts), so a weapon row and
// its pros/cons are made one way whoever writes them.
export { insertNewWeapons, insertWeaponChildren } from './repository';
