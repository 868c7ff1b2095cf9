// The page's only script before it is used: the styles, and the starter that loads the app when
// the reader first uses the page (take-over/starter.ts).
import 'virtual:theme-vars.css';
import './styles/index.css';
// After index.css: its first rule fixes the order of the cascade layers this adds to.
import 'virtual:table-columns.css';
import { startPage } from './take-over/starter';

startPage(() => import('./app/start-app').then((app) => app.startApp()));
