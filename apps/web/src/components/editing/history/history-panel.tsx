import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { Revision } from '@dfwiki/shared';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { saveErrorMessage } from '../../../lib/field-errors';
import { ConfirmDialog } from '../confirm-dialog';
import { ListStatus } from '../list-status';
import { restoreRevision, revisionsQuery } from './history-api';
import { RevisionItem, revisionTime } from './revision-item';
import type { EditSession } from './use-edit-session';

/** An entity's revisions, newest first, each opening its changes; a restore asks first. */
export function HistoryPanel({ session }: { session: Pick<EditSession, 'entity' | 'id' | 'reload'> }) {
  const { t, i18n } = useTranslation();
  const { showToast } = useToast();
  const revisions = useInfiniteQuery(revisionsQuery(session.entity, session.id ?? ''));
  const [openId, setOpenId] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<Revision | null>(null);
  const restore = useMutation({
    mutationFn: (revision: Revision) => restoreRevision(revision.id),
    onSuccess: async () => {
      setRestoring(null);
      setOpenId(null);
      showToast(t('admin.history.restored'), { type: 'success' });
      await session.reload();
    },
    onError: (error) => showToast(saveErrorMessage(error, t), { type: 'error' }),
  });

  const list = revisions.data?.pages.flatMap((page) => page.revisions) ?? [];
  return (
    <ListStatus
      query={revisions}
      failedTitle={t('admin.history.loadFailed')}
      empty={list.length === 0}
      emptyTitle={t('admin.history.empty')}
    >
      {() => (
        <section aria-label={t('admin.history.title')}>
          <p className="mb-3 text-sm text-fg-muted">{t('admin.history.hint')}</p>
          <ol
            data-testid="revisions"
            className="divide-y divide-line rounded-xl border border-line bg-card px-2 text-card-fg"
          >
            {list.map((revision, index) => (
              <RevisionItem
                key={revision.id}
                revision={revision}
                current={index === 0}
                open={openId === revision.id}
                onToggle={() => setOpenId(openId === revision.id ? null : revision.id)}
                onRestore={() => setRestoring(revision)}
              />
            ))}
          </ol>
          {revisions.hasNextPage && (
            <Button
              variant="secondary"
              className="mt-3"
              loading={revisions.isFetchingNextPage}
              onClick={() => void revisions.fetchNextPage()}
            >
              {t('admin.history.older')}
            </Button>
          )}
          <ConfirmDialog
            open={restoring !== null}
            title={t('admin.history.restoreTitle')}
            message={t('admin.history.restoreConfirm', {
              when: restoring ? revisionTime(restoring.at, i18n.language) : '',
            })}
            confirmLabel={t('admin.history.restore')}
            busy={restore.isPending}
            onCancel={() => setRestoring(null)}
            onConfirm={() => restoring && restore.mutate(restoring)}
          />
        </section>
      )}
    </ListStatus>
  );
}
