// A page part as the server renders it (renderToString), then taken over by the browser as
// take-over/take-over.tsx does: hydrated while `isTakingOver()` is true.
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setTakingOver } from '../take-over/take-over';

// React's act() environment, so updates flush inside act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface TakenOver {
  container: HTMLElement;
  root: Root;
  /** What React reported as recovered from (a hydration mismatch among them). */
  recoverable: unknown[];
  /** Unmounts and removes the page. */
  remove(): void;
}

/**
 * Puts the server HTML of `server` (by default `ui`) in the document, then hydrates it with `ui`.
 * `beforeHydrate` runs between the two (a test resets its render counts there).
 */
export async function takeOverHtml(
  ui: ReactNode,
  server: ReactNode = ui,
  beforeHydrate?: () => void,
): Promise<TakenOver> {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(server);
  beforeHydrate?.();
  const recoverable: unknown[] = [];
  let root!: Root;
  setTakingOver(true);
  try {
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) });
    });
  } finally {
    setTakingOver(false);
  }
  return {
    container,
    root,
    recoverable,
    remove() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Rows of a weapon table, for the kept-HTML tests. */
export interface Row {
  id: number;
  name: string;
}

export const ROWS: Row[] = [
  { id: 1, name: 'AK-12' },
  { id: 2, name: 'M4A1' },
];

/** How often each part rendered since the last `resetRenders()`. */
export const renders = { shown: 0, control: 0 };

export const resetRenders = () => Object.assign(renders, { shown: 0, control: 0 });

const rendered = (part: keyof typeof renders) => void renders[part]++;

/** A part that only shows its row. */
export function Shown({ row }: { row: Row }) {
  rendered('shown');
  return <a href={`/wiki/weapons/${row.id}`}>{row.name}</a>;
}

/** A control of its row (what hydrates as usual). */
export function Control({ row }: { row: Row }) {
  rendered('control');
  return <button type="button">Open {row.name}</button>;
}
