import { lazy, Suspense, type ReactNode } from 'react';
import { useOfflineState } from '../../lib/offline/use-offline-state';

// Loaded only when there is something to say (a saved copy, a new version): most visits never need them.
const SavedCopyNote = lazy(() => import('./offline-notices').then((m) => ({ default: m.SavedCopyNote })));
const UpdatePrompt = lazy(() => import('./offline-notices').then((m) => ({ default: m.UpdatePrompt })));

const Shown = ({ when, children }: { when: unknown; children: ReactNode }) =>
  when ? <Suspense fallback={null}>{children}</Suspense> : null;

export const LazySavedCopyNote = () => (
  <Shown when={useOfflineState().savedAt}>
    <SavedCopyNote />
  </Shown>
);

export const LazyUpdatePrompt = () => (
  <Shown when={useOfflineState().applyUpdate}>
    <UpdatePrompt />
  </Shown>
);
