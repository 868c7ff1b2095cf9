import { useSyncExternalStore } from 'react';
import {
  NO_OFFLINE_STATE,
  currentOfflineState,
  subscribeOfflineState,
  type OfflineState,
} from './offline-state';

/** The offline state; nothing on the server and during hydration, so the HTML always matches. */
export const useOfflineState = (): OfflineState =>
  useSyncExternalStore(subscribeOfflineState, currentOfflineState, () => NO_OFFLINE_STATE);
