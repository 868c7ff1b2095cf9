// What the rest of the API may use of corrections: the routes (given the history's subjects).
export { correctionRoutes } from './routes';
