// What other features use of builds. The routes are registered by the app (routes.ts), like every
// feature's; everything else stays inside this folder.
export {
  buildColumns,
  loadBuildChildren,
  loadBuilds,
  loadBuildSummaries,
  replaceBuildChildren,
  touchWeapon,
  weaponExists,
} from './repository';
export { draftAsBuild, insertBuildWithChildren } from './service';
