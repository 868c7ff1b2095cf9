// A rendered page carries only the style rules its own markup uses; its <style> names the whole
// stylesheet (data-stylesheet). The app can draw anything (a dialog, another page), so the whole
// file is loaded when the app starts, beside its code (docs/decisions/035-page-styles.md).

let loading: Promise<void> | undefined;

/** Loads the whole stylesheet once; resolves when it has loaded, or failed (the page keeps its rules). */
export function loadFullStylesheet(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const href = document.querySelector<HTMLStyleElement>('style[data-stylesheet]')?.dataset.stylesheet;
    if (!href) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
  return loading;
}
