import { matchRoutes, type RouteObject } from 'react-router';
import { whenIdle } from './when-idle';

let registered: RouteObject[] = [];
const done = new Set<string>();

/** Called once by the router module with the route table. */
export function registerPrefetchRoutes(routes: RouteObject[]): void {
  registered = routes;
}

/** Starts downloading the lazy page module(s) for `path` (nav link hover/focus, idle time). */
export function prefetchPath(path: string): Promise<unknown> {
  const pathname = path.split(/[?#]/)[0];
  if (done.has(pathname)) return Promise.resolve();
  done.add(pathname);
  const matches = matchRoutes(registered, pathname) ?? [];
  return Promise.all(
    matches.map(({ route }) =>
      typeof route.lazy === 'function' ? route.lazy().catch(() => done.delete(pathname)) : undefined,
    ),
  );
}

/** Prefetches `paths` one after another when the browser is idle, a few seconds after load. */
export function prefetchWhenIdle(paths: string[], delayMs = 3000): () => void {
  let cancelled = false;
  const run = async () => {
    for (const path of paths) {
      if (cancelled) return;
      await new Promise<void>((resolve) => whenIdle(() => resolve()));
      if (!cancelled) await prefetchPath(path);
    }
  };
  const timer = window.setTimeout(() => void run(), delayMs);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}
