// What the rest of the API may use of the gear feature (rounds, armour, weapon damage models).
export { ammoRoutes, armorRoutes, ttkRoutes } from './routes';
