import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../../../components/ui/toast';
import { fieldErrorsOf, saveErrorMessage } from '../../../../lib/field-errors';
import { useRotation } from '../../../../lib/queries/rotation';
import { replaceRotation } from '../api/rotation';
import {
  draftFromVersion,
  draftToBody,
  placeErrors,
  repeatFirstHours,
  type RotationDraft,
} from '../components/rotation-form-model';
import { useInvalidateAll } from '../../../../lib/use-invalidate-all';
import { isEditConflict } from '../../../../components/editing/history/history-api';
import { useEditSession } from '../../../../components/editing/history/use-edit-session';

/** State of the map rotation editor: the draft (prefilled from the current version), save, errors. */
export function useRotationEditor() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  const current = useRotation();
  // The editor's changes; until the first one the form shows the current schedule (and again after a save).
  const [edited, setEdited] = useState<RotationDraft | null>(null);
  const prefill = useMemo(
    () => (current.isSuccess ? draftFromVersion(current.data) : null),
    [current.isSuccess, current.data],
  );
  const draft = edited ?? prefill;
  const session = useEditSession('rotation', 'current', current.data ?? undefined);
  // The version the first change was made on: a save over a newer one is refused, not lost.
  const [base, setBase] = useState<number>();
  const [stale, setStale] = useState(false);
  const update = (next: (d: RotationDraft) => RotationDraft) => {
    if (edited === null) setBase(session.version);
    setEdited((d) => {
      const start = d ?? prefill;
      return start ? next(start) : d;
    });
  };

  const parsed = useMemo(() => (draft ? draftToBody(draft) : null), [draft]);
  const save = useMutation({
    mutationFn: () => replaceRotation(parsed!.body, base ?? session.version),
    onSuccess: async (saved) => {
      showToast(t('admin.rotation.saved', { label: saved.label }), { type: 'success' });
      await invalidate();
      reset();
    },
    onError: (error) =>
      isEditConflict(error) ? setStale(true) : showToast(saveErrorMessage(error, t), { type: 'error' }),
  });
  function reset() {
    setEdited(null);
    setBase(undefined);
    setStale(false);
    save.reset();
  }
  const errors = useMemo(
    () => (parsed ? placeErrors(fieldErrorsOf(save.error), parsed.lines) : []),
    [parsed, save.error],
  );

  return {
    current,
    draft,
    body: parsed?.body ?? null,
    errors,
    saving: save.isPending,
    change: (patch: Partial<RotationDraft>) => update((d) => ({ ...d, ...patch })),
    setHour: (hour: number, text: string) =>
      update((d) => ({ ...d, hours: d.hours.map((h, i) => (i === hour ? text : h)) })),
    repeatFirstHours: (period: number) => update((d) => repeatFirstHours(d, period)),
    reset,
    /** After a restore or a refused save: the newest version, without this draft. */
    reload: async () => {
      await session.reload();
      reset();
    },
    session,
    stale,
    save: () => save.mutate(),
  };
}
export type RotationEditor = ReturnType<typeof useRotationEditor>;
