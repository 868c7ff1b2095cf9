import { createContext, useContext } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  type?: ToastType;
  /** Milliseconds before it disappears (spec: 3000 weapon/build screens, 5000 price updater). Default 4000. */
  timeout?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  showToast: (message: string, options?: ToastOptions) => number;
  dismissToast: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** `const { showToast } = useToast(); showToast('Saved', { type: 'success', timeout: 3000 })`. */
export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
