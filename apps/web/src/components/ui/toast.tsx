import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { CloseButton } from './close-button';
import { ToastContext, type ToastApi, type ToastOptions, type ToastType } from './toast-context';

export { useToast, type ToastOptions, type ToastType } from './toast-context';

interface ToastItem {
  id: number;
  message: string;
  type: ToastType;
}

const STYLES: Record<ToastType, string> = {
  success: 'bg-btn-success text-btn-success-fg',
  error: 'bg-btn-danger text-btn-danger-fg',
  warning: 'bg-btn-warning text-btn-warning-fg',
  info: 'bg-btn-info text-btn-info-fg',
};
export const DEFAULT_TOAST_TIMEOUT = 4000;

/** Renders toasts in a polite live region at the top right (above the phone bottom bar). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismissToast = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const showToast = useCallback(
    (message: string, { type = 'info', timeout = DEFAULT_TOAST_TIMEOUT }: ToastOptions = {}) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message, type }]);
      timers.current.set(
        id,
        setTimeout(() => dismissToast(id), timeout),
      );
      return id;
    },
    [dismissToast],
  );

  useEffect(() => {
    const map = timers.current;
    return () => map.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(() => ({ showToast, dismissToast }), [showToast, dismissToast]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed top-4 right-4 left-4 z-[110] flex flex-col items-end gap-2 sm:left-auto"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.type === 'error' ? 'alert' : 'status'}
            className={cx(
              'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg px-4 py-3 text-sm font-medium shadow-lg',
              STYLES[toast.type],
            )}
          >
            <p className="flex-1">{toast.message}</p>
            <CloseButton
              label={t('common.dismiss')}
              onClick={() => dismissToast(toast.id)}
              className="-m-1 rounded p-1 hover:opacity-80"
            />
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
