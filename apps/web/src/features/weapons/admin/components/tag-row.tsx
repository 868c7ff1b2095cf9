import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '@dfwiki/shared';
import { Button } from '../../../../components/ui/button';
import { INPUT_CLASSES } from '../../../../components/ui/field';
import { RowButton } from '../../../../components/editing/row-actions';

export interface TagRowProps {
  tag: Tag;
  editing: boolean;
  /** Another tag is being edited: this row's buttons are disabled. */
  locked: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (name: string, version?: number) => void;
  onDelete: () => void;
  /** The API's word on the name after a failed rename. */
  error?: string | null;
  /** The version the rename started from (sent with the save), and the notice of a stale one. */
  version?: number;
  conflict?: ReactNode;
  onHistory: () => void;
}

export function TagRow({
  tag,
  editing,
  locked,
  saving,
  onEdit,
  onCancel,
  onSave,
  onDelete,
  error = null,
  version,
  conflict,
  onHistory,
}: TagRowProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(tag.name);
  const inputRef = useRef<HTMLInputElement>(null);
  const trimmed = draft.trim();
  useEffect(() => {
    if (editing) inputRef.current?.focus();
  }, [editing]);

  if (editing) {
    const message = trimmed ? error : t('admin.tags.nameRequired');
    const messageId = `tag-${tag.id}-error`;
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (trimmed) onSave(trimmed, version);
    };
    return (
      <li className="py-2">
        <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
          <label htmlFor={`tag-${tag.id}`} className="sr-only">
            {t('admin.tags.renameLabel', { name: tag.name })}
          </label>
          <input
            id={`tag-${tag.id}`}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && onCancel()}
            maxLength={40}
            ref={inputRef}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            className={`${INPUT_CLASSES} min-w-0 flex-1`}
          />
          <Button type="submit" size="sm" disabled={!trimmed || version === undefined} loading={saving}>
            {t('admin.common.save')}
          </Button>
          <Button size="sm" variant="secondary" onClick={onCancel}>
            {t('admin.common.cancel')}
          </Button>
        </form>
        {message && (
          <p id={messageId} className="mt-1 text-xs text-negative">
            {message}
          </p>
        )}
        {conflict && <div className="mt-2">{conflict}</div>}
      </li>
    );
  }

  return (
    <li className="flex items-center gap-2 py-2">
      <span className="min-w-0 flex-1 truncate font-medium">{tag.name}</span>
      <RowButton
        action="edit"
        name={tag.name}
        label={t('admin.tags.editNamed', { name: tag.name })}
        disabled={locked}
        onClick={() => {
          setDraft(tag.name);
          onEdit();
        }}
      />
      <RowButton action="history" name={tag.name} disabled={locked} onClick={onHistory} />
      <RowButton
        action="delete"
        name={tag.name}
        label={t('admin.tags.deleteNamed', { name: tag.name })}
        disabled={locked}
        onClick={onDelete}
      />
    </li>
  );
}
