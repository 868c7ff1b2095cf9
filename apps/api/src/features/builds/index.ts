// What other features use of builds: the routes (registered by the app), the reads weapons
// compose, the writes a build submission and the seed go through and the build's history.
// Everything else stays in this folder.
export { buildRoutes } from './routes';
export { loadBuildChildren, loadBuilds, loadBuildSummaries } from './repository';
export { insertBuildsWithTags, replaceBuildChildren, touchWeapon, weaponExists } from './row-writes';
export { buildColumns } from './row-columns';
export { draftAsBuild, insertBuildWithChildren } from './service';
export { buildHistory } from './history';
