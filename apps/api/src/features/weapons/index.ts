// What the rest of the API may use of weapons and their builds: the routes, the view counter,
// the head list the public pages link, and the row writes a build submission composes.
export { buildRoutes } from './builds-routes';
export { weaponRoutes } from './routes';
export type { ViewCounter } from './view-counter';
export { listWeaponHeads, touchWeapon, weaponExists } from './repository';
export { insertBuild, loadBuildChildren, replaceBuildChildren } from './builds-repository';
