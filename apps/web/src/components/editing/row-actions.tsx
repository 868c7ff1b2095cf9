import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import History from 'lucide-react/icons/history';
import ArchiveRestore from 'lucide-react/icons/archive-restore';
import { Button, ButtonLink, type ButtonVariant } from '../ui/button';

// The actions of an admin row: icon-only on phones, named (with the row's item) for screen readers.

interface RowAction {
  Icon: LucideIcon;
  text: string;
  named: string;
  variant?: ButtonVariant;
}

const ACTIONS: Record<'edit' | 'delete' | 'history' | 'restore', RowAction> = {
  edit: { Icon: Pencil, text: 'admin.common.edit', named: 'admin.common.editNamed' },
  delete: { Icon: Trash2, text: 'admin.common.delete', named: 'admin.common.deleteNamed', variant: 'danger' },
  history: { Icon: History, text: 'admin.history.title', named: 'admin.history.ofNamed' },
  restore: { Icon: ArchiveRestore, text: 'admin.trash.restore', named: 'admin.trash.restoreNamed' },
};

/** A row's Edit (in place), Delete or Restore (the caller asks for confirmation), or History button. */
export function RowButton({
  action,
  name,
  label,
  ...rest
}: {
  action: keyof typeof ACTIONS;
  name: string;
  onClick: () => void;
  disabled?: boolean;
  /** The screen-reader name, where it is not the common "Edit {name}" / "Delete {name}". */
  label?: string;
}) {
  const { t } = useTranslation();
  const { variant = 'secondary', Icon, text, named } = ACTIONS[action];
  return (
    <Button
      size="sm"
      variant={variant}
      icon={<Icon size={14} aria-hidden="true" />}
      aria-label={label ?? t(named, { name })}
      {...rest}
    >
      <span className="hidden sm:inline">{t(text)}</span>
    </Button>
  );
}

/** A row action that opens a page; `text` shows from sm up, `label` names it for screen readers. */
export function RowLink({
  to,
  variant,
  icon,
  text,
  label,
}: {
  to: string;
  variant: ButtonVariant;
  icon: ReactNode;
  text: string;
  label: string;
}) {
  return (
    <ButtonLink to={to} variant={variant} size="sm" icon={icon} aria-label={label}>
      <span className="hidden sm:inline">{text}</span>
    </ButtonLink>
  );
}

/** The Edit action of a row edited on its own page. */
export function EditRowLink({ to, name }: { to: string; name: string }) {
  const { t } = useTranslation();
  const { variant = 'secondary', Icon, text, named } = ACTIONS.edit;
  const icon = <Icon size={14} aria-hidden="true" />;
  return <RowLink to={to} variant={variant} icon={icon} text={t(text)} label={t(named, { name })} />;
}
