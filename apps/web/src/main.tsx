// The page's only script before it is used: a page the server rendered starts the app on first use
// (lib/first-use.ts), or on a desktop when the browser is idle; any other page (the admin area, the
// development server) starts it at once.
import 'virtual:theme-vars.css';
import './styles/index.css';
import { startOnFirstUse } from './lib/first-use';
import { hasSsrState } from './lib/ssr-state';
import { whenIdle } from './lib/when-idle';

const startApp = () => import('./app/start-app').then((app) => app.startApp());

/** A desktop with a mouse has time to spare and readers who press Ctrl+K first: it starts when idle. */
const DESKTOP = '(pointer: fine) and (min-width: 64rem)';

if (hasSsrState()) {
  const begin = startOnFirstUse(startApp);
  if (window.matchMedia(DESKTOP).matches) whenIdle(begin);
} else void startApp();

// Offline reading is not needed for the first paint: it starts a few seconds later, when idle.
if (import.meta.env.PROD)
  setTimeout(
    () => whenIdle(() => void import('./lib/offline/register').then((m) => m.startOfflineReading())),
    3000,
  );
