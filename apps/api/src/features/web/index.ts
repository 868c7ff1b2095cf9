export { registerWebApp } from './routes';
