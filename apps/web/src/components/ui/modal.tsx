import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { FOCUSABLE, useFocusTrap } from '../../lib/use-focus-trap';
import { Button } from './button';
import { CloseButton } from './close-button';

const SIZES = { sm: 'max-w-md', md: 'max-w-2xl', lg: 'max-w-4xl', full: 'max-w-[min(96vw,80rem)]' } as const;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** A footer of one Close button, for dialogs that only show information. */
  closeFooter?: boolean;
  size?: keyof typeof SIZES;
  /** Element to focus on open (default: first focusable in the body, else the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
}

/** Dialog with focus trap, Escape to close, backdrop click, aria-modal, focus restored on close. */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer: footerProp,
  closeFooter = false,
  size = 'md',
  initialFocusRef,
  closeOnBackdrop = true,
}: ModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(
    open,
    panelRef,
    onClose,
    () =>
      initialFocusRef?.current ??
      panelRef.current
        ?.querySelector<HTMLElement>('[data-modal-body]')
        ?.querySelector<HTMLElement>(FOCUSABLE) ??
      closeRef.current,
  );

  if (!open) return null;
  const footer =
    footerProp ??
    (closeFooter && (
      <Button variant="secondary" onClick={onClose}>
        {t('common.close')}
      </Button>
    ));
  return createPortal(
    <div className="fixed inset-0 z-[100] flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        aria-hidden="true"
        data-testid="modal-backdrop"
        className="absolute inset-0 bg-backdrop"
        onClick={closeOnBackdrop ? onClose : undefined}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-desc` : undefined}
        className={cx(
          'relative flex max-h-[92dvh] w-full flex-col rounded-t-2xl border border-line bg-modal text-modal-fg shadow-2xl sm:rounded-2xl',
          SIZES[size],
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-lg font-bold">
              {title}
            </h2>
            {description && (
              <p id={`${id}-desc`} className="mt-0.5 text-sm text-fg-muted">
                {description}
              </p>
            )}
          </div>
          <CloseButton
            ref={closeRef}
            label={t('common.close')}
            onClick={onClose}
            className="-m-1 rounded-md p-1.5 text-fg-muted hover:bg-hover hover:text-fg"
            iconSize={20}
          />
        </div>
        <div data-modal-body className="overflow-y-auto px-5 py-4">
          {children}
        </div>
        {footer && (
          <div className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>
        )}
      </div>
    </div>,
    document.body,
  );
}
