import { lazy, Suspense } from 'react';
import { useOfflineState } from '../../lib/offline/offline-state';

// Loaded only when there is something to say (a saved copy, a new version): most visits never need them.
const SavedCopyNote = lazy(() => import('./offline-notices').then((m) => ({ default: m.SavedCopyNote })));
const UpdatePrompt = lazy(() => import('./offline-notices').then((m) => ({ default: m.UpdatePrompt })));

export function LazySavedCopyNote() {
  const { savedAt } = useOfflineState();
  return savedAt ? (
    <Suspense fallback={null}>
      <SavedCopyNote />
    </Suspense>
  ) : null;
}

export function LazyUpdatePrompt() {
  const { applyUpdate } = useOfflineState();
  return applyUpdate ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
