// What the rest of the API may use of the gear feature (rounds, armour, weapon damage models):
// the routes, and the names the web server titles pages and lists the sitemap with.
export { ammoRoutes, armorRoutes, ttkRoutes } from './routes';
export { engineFigures, listGearHeads, loadTtkGear } from './repository';
export { armorHistory, roundHistory } from './history';
