// "Suggest a correction" beside a fact group's heading. The button is in the server's HTML (a press
// before the app has started is pressed again once it has, take-over/first-use.ts); the dialog and
// its code load only when it is used, so no page's first use grows (decisions 024 and 028).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Flag from 'lucide-react/icons/flag';
import { cx } from '../../lib/cx';
import type { CorrectionSubject } from './correction-fields';

const loadDialog = () => import('./correction-dialog');
const Dialog = lazy(loadDialog);
/** Starts loading the dialog's code (on hover or focus of its button). */
const preload = () => void loadDialog();

/** The dialog, loaded on demand, for a page that opens it itself (a card's details). */
export function CorrectionDialog({ subject, onClose }: { subject: CorrectionSubject; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <Dialog subject={subject} onClose={onClose} />
    </Suspense>
  );
}

/** The small button itself; `name` tells screen readers which fact it corrects. */
export function SuggestCorrectionButton({
  name,
  onClick,
  className,
}: {
  name: string;
  onClick: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => {
        preload();
        onClick();
      }}
      onPointerEnter={preload}
      onFocus={preload}
      data-testid="suggest-correction"
      className={cx(
        'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-fg-muted underline-offset-2 hover:bg-hover hover:text-fg hover:underline',
        className,
      )}
    >
      <Flag size={14} aria-hidden="true" />
      {t('corrections.suggest')}
      <span className="sr-only">: {name}</span>
    </button>
  );
}

/** The button and, once pressed, the dialog for `subject`. */
export function SuggestCorrection({
  subject,
  className,
}: {
  subject: CorrectionSubject;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SuggestCorrectionButton name={subject.name} onClick={() => setOpen(true)} className={className} />
      {open && <CorrectionDialog subject={subject} onClose={() => setOpen(false)} />}
    </>
  );
}
