import { lazy, type ComponentType } from 'react';

/**
 * React.lazy plus `preload()`: once preloaded (e.g. before the first render) the component
 * renders directly, without a Suspense fallback flash. Wrap usages in <Suspense>.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
