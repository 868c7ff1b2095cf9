import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { Keycard } from '@dfwiki/shared';
import { Button } from '../../../../components/ui/button';
import { ContentLicenceNote } from '../../../../components/ui/content-licence';
import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import { useToast } from '../../../../components/ui/toast';
import { createKeycard, updateKeycard } from '../api/keycards';
import {
  keycardFormValues,
  keycardInput,
  validateKeycardForm,
  type KeycardFormValues,
} from './keycard-form-model';
import { saveErrorMessage } from '../../../../lib/field-errors';
import { useDifficulties, useItemTypes, useMaps, useRarities } from '../api/lookups';
import { useInvalidateAll } from '../../../../lib/use-invalidate-all';
import { useFormState } from '../../../../lib/use-form-state';
import { useUnsavedChanges } from '../../../../components/editing/use-unsaved-changes';
import { ConfirmDialog } from '../../../../components/editing/confirm-dialog';
import { FieldErrorSummary } from '../../../../components/editing/field-error-parts';
import { KEYCARD_PLACED, KeycardFields } from './keycard-fields';
import { EditTabs } from '../../../../components/editing/history/edit-tabs';
import { useSaveVersion } from '../../../../components/editing/history/use-save-version';
import { useEditSession, type EditSession } from '../../../../components/editing/history/use-edit-session';

/** New Card / Edit card modal: id fixed when editing; asks before dropping changes. */
export function KeycardFormModal({ card, onClose }: { card: Keycard | null; onClose: () => void }) {
  const { t } = useTranslation();
  const maps = useMaps();
  const rarities = useRarities();
  const itemTypes = useItemTypes();
  const difficulties = useDifficulties();
  const session = useEditSession('keycard', card?.id, card ?? undefined);
  const ready = maps.data && rarities.data && itemTypes.data && difficulties.data && session.ready;
  const failed =
    maps.isError || rarities.isError || itemTypes.isError || difficulties.isError || session.failed;
  const title = card ? t('admin.cards.editTitle', { name: card.name }) : t('admin.cards.newTitle');

  if (!ready) {
    return (
      <Modal open onClose={onClose} title={title} size="lg">
        {failed ? (
          <p role="alert" className="text-sm text-negative">
            {t('admin.common.loadFailed')}
          </p>
        ) : (
          <Spinner />
        )}
      </Modal>
    );
  }
  return (
    <KeycardForm
      key={session.formKey}
      session={session}
      card={card}
      initial={keycardFormValues(difficulties.data, card ?? undefined)}
      title={title}
      onClose={onClose}
      lookups={{ maps: maps.data, rarities: rarities.data, itemTypes: itemTypes.data }}
    />
  );
}

type Lookups = Parameters<typeof KeycardFields>[0]['lookups'];

function KeycardForm({
  session,
  card,
  initial,
  title,
  onClose,
  lookups,
}: {
  session: EditSession;
  card: Keycard | null;
  initial: KeycardFormValues;
  title: string;
  onClose: () => void;
  lookups: Lookups;
}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  const form = useFormState(initial, validateKeycardForm);
  const { values, server } = form;
  const [askClose, setAskClose] = useState(false);
  const { prompt } = useUnsavedChanges(form.dirty);
  const saved = useSaveVersion(session);

  const save = useMutation({
    mutationFn: async (body: ReturnType<typeof keycardInput>) =>
      card ? updateKeycard(card.id, body, saved.version) : createKeycard(body),
    onSuccess: async () => {
      showToast(t('admin.cards.saved'), { type: 'success', timeout: 3000 });
      await invalidate();
      onClose();
    },
    onError: (error) => {
      if (saved.stale(error)) return;
      server.capture(error);
      showToast(t('admin.common.saveFailed', { message: saveErrorMessage(error, t) }), {
        type: 'error',
        timeout: 5000,
      });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.startSubmit()) save.mutate(keycardInput(values));
  };
  const requestClose = () => (form.dirty ? setAskClose(true) : onClose());

  return (
    <Modal
      open
      onClose={requestClose}
      closeOnBackdrop={false}
      title={title}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={requestClose}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" form="keycard-form" loading={save.isPending}>
            {t('admin.common.save')}
          </Button>
        </>
      }
    >
      <EditTabs session={session}>
        <form id="keycard-form" noValidate onSubmit={onSubmit}>
          <KeycardFields form={form} editing={card !== null} lookups={lookups} />
          <ContentLicenceNote className="mt-4" />
          <div className="mt-4 space-y-3">
            <FieldErrorSummary errors={server.unplaced(KEYCARD_PLACED)} />
            {saved.notice}
          </div>
        </form>
      </EditTabs>
      {prompt}
      <ConfirmDialog
        open={askClose}
        title={t('admin.unsaved.title')}
        message={t('admin.unsaved.message')}
        confirmLabel={t('admin.unsaved.leave')}
        cancelLabel={t('admin.unsaved.stay')}
        onCancel={() => setAskClose(false)}
        onConfirm={onClose}
      />
    </Modal>
  );
}
