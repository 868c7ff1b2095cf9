// What other features use of builds: the routes (registered by the app), the reads weapons
// compose, the writes a build submission goes through and the build's history. Everything else
// stays in this folder.
export { buildRoutes } from './routes';
export { loadBuildChildren, loadBuilds, loadBuildSummaries } from './repository';
export { replaceBuildChildren, touchWeapon, weaponExists } from './row-writes';
export { draftAsBuild, insertBuildWithChildren } from './service';
export { buildHistory } from './history';
