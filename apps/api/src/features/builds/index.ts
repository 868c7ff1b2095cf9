// What other features use of builds: the routes (registered by the app), the reads weapons
// compose, and the writes a build submission goes through. Everything else stays in this folder.
export { buildRoutes } from './routes';
export {
  loadBuildChildren,
  loadBuilds,
  loadBuildSummaries,
  replaceBuildChildren,
  touchWeapon,
  weaponExists,
} from './repository';
export { draftAsBuild, insertBuildWithChildren } from './service';
