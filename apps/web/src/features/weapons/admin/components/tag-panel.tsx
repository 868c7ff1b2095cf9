import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { INPUT_CLASSES } from '../../../../components/ui/field';
import { buildTagsQuery } from '../../../../lib/queries/build-tags';
import { fieldErrorFor } from '../../../../lib/field-errors';
import { useTagActions } from '../hooks/use-tag-actions';
import { DeleteDialog } from '../../../../components/editing/delete-dialog';
import { TagRow } from './tag-row';
import { ConflictAlert } from '../../../../components/editing/history/conflict-alert';
import { HistoryDialog } from '../../../../components/editing/history/history-dialog';
import { isEditConflict } from '../../../../components/editing/history/history-api';
import { useEditSession } from '../../../../components/editing/history/use-edit-session';

/** Build tag management: add, inline rename one tag at a time, delete with confirmation. */
export function TagPanel() {
  const { t } = useTranslation();
  // Edited here: re-read on every visit.
  const tags = useQuery({ ...buildTagsQuery, staleTime: 0 });
  const { create, rename, remove } = useTagActions();
  const [newName, setNewName] = useState('');
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const [historyOf, setHistoryOf] = useState<{ id: number; name: string } | null>(null);
  const edited = tags.data?.find((tag) => tag.id === editingId);
  // The version a rename starts from: the tag's newest revision, read when its edit opens.
  const session = useEditSession('tag', edited && String(edited.id), edited);
  const stale = (id: number) => rename.variables?.id === id && isEditConflict(rename.error);
  const reload = async () => {
    rename.reset();
    setEditingId(null);
    await session.reload();
  };
  const trimmed = newName.trim();
  const newError = fieldErrorFor(create.error, 'name', t);

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    create.mutate(trimmed, { onSuccess: () => setNewName('') });
  };

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 text-lg font-bold">{t('admin.tags.title')}</h2>
      <form onSubmit={onAdd} className="mb-4 flex gap-2">
        <label htmlFor="new-tag" className="sr-only">
          {t('admin.tags.newLabel')}
        </label>
        <input
          id="new-tag"
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
          placeholder={t('admin.tags.newPlaceholder')}
          maxLength={40}
          aria-invalid={newError ? true : undefined}
          aria-describedby={newError ? 'new-tag-error' : undefined}
          className={INPUT_CLASSES}
        />
        <Button
          type="submit"
          icon={<Plus size={16} aria-hidden="true" />}
          disabled={!trimmed || editingId !== null}
          loading={create.isPending}
        >
          {t('admin.tags.add')}
        </Button>
      </form>
      {newError && (
        <p id="new-tag-error" className="-mt-3 mb-4 text-xs font-medium text-negative">
          {newError}
        </p>
      )}
      {tags.isPending ? (
        <Spinner />
      ) : tags.isError ? (
        <p role="alert" className="text-sm font-medium text-negative">
          {t('admin.tags.loadFailed')}
        </p>
      ) : tags.data.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('admin.tags.empty')}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={t('admin.tags.title')}>
          {tags.data.map((tag) => (
            <TagRow
              key={tag.id}
              tag={tag}
              editing={editingId === tag.id}
              locked={editingId !== null && editingId !== tag.id}
              saving={rename.isPending && rename.variables?.id === tag.id}
              onEdit={() => setEditingId(tag.id)}
              onCancel={() => setEditingId(null)}
              onSave={(name, version) =>
                rename.mutate({ id: tag.id, name, version }, { onSuccess: () => setEditingId(null) })
              }
              version={session.version}
              conflict={stale(tag.id) && <ConflictAlert onReload={() => void reload()} />}
              onHistory={() => setHistoryOf(tag)}
              onDelete={() => setDeleting(tag)}
              error={rename.variables?.id === tag.id ? fieldErrorFor(rename.error, 'name', t) : null}
            />
          ))}
        </ul>
      )}
      {historyOf && (
        <HistoryDialog
          entity="tag"
          id={String(historyOf.id)}
          name={historyOf.name}
          onClose={() => setHistoryOf(null)}
        />
      )}
      <DeleteDialog
        section="tags"
        row={deleting}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(tag) => remove.mutate(tag.id, { onSettled: () => setDeleting(null) })}
      />
    </Card>
  );
}
