import { SAVED_AT_HEADER, SAVED_COPY_ATTRIBUTE, isPrivatePath } from './saved-copy';

// A store without React, so the service worker's starter (main.tsx) stays small; the hook that
// reads it is use-offline-state.ts.

/** What the page tells the reader about offline reading: a saved copy, and a new version waiting. */
export interface OfflineState {
  /** When the copy on screen was saved (ISO), when it came from this device's saved pages. */
  savedAt?: string;
  /** Takes the waiting new version into use (the page then reloads); set while one waits. */
  applyUpdate?: () => void;
}

/** What the server and hydration see: nothing, so the HTML always matches. */
export const NO_OFFLINE_STATE: OfflineState = {};
/** A page the service worker served from its saved copies says so on <html> (read at once, not when the worker starts). */
const savedPageAt =
  typeof document === 'undefined' ? null : document.documentElement.getAttribute(SAVED_COPY_ATTRIBUTE);
let state: OfflineState = savedPageAt ? { savedAt: savedPageAt } : NO_OFFLINE_STATE;
const listeners = new Set<() => void>();

export function updateOfflineState(patch: Partial<OfflineState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export const subscribeOfflineState = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const currentOfflineState = (): OfflineState => state;

/**
 * A public read tells whether the page now shows saved copies: an answer from this device's saved
 * reads carries the time it was saved; a fresh one clears the note.
 */
export function reportSavedAnswer(path: string, response: Response): void {
  if (typeof window === 'undefined' || isPrivatePath(path.split('?')[0]!)) return;
  const savedAt = response.headers.get(SAVED_AT_HEADER) ?? undefined;
  if (savedAt !== state.savedAt) updateOfflineState({ savedAt });
}
