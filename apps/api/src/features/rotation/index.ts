export { rotationRoutes } from './routes';
export { rotationHistory } from './history';
// The version rows the seed and `db:import --sourced` write (ops/seed/rotation.ts): the same
// writes as an editor's replacement, so the one-current-row rule is kept in one place.
export { allVersions, findCurrentVersion, insertVersion, makeCurrent } from './rotation-rows';
export { currentRotation } from './service';
