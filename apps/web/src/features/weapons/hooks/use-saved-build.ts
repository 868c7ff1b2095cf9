import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOAST_MS } from '@dfwiki/shared';
import { useToast } from '../../../components/ui/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { sessionQuery } from '../../../lib/queries/session';
import { useBrowserQuery } from '../../../lib/use-browser-query';
import { savedBuildsQuery } from '../../../lib/queries/my-lists';
import { saveBuild, unsaveBuild } from '../api/saved-builds';

/**
 * Whether the signed-in player saved this build, and the toggle. Read in the browser only, once the
 * app took over (the weapon page's HTML is the same for everyone): until then `saved` is false, as
 * the server drew it. A signed-out reader who presses it is asked to sign in (`asking`).
 */
export function useSavedBuild(buildId: number) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const session = useBrowserQuery(sessionQuery);
  const signedIn = session?.data?.isValid === true;
  const list = useBrowserQuery({ ...savedBuildsQuery, enabled: signedIn });
  const saved = list?.data?.some((b) => b.build_id === buildId) ?? false;
  const [asking, setAsking] = useState(false);

  const mutation = useMutation({
    mutationFn: (save: boolean) => (save ? saveBuild(buildId) : unsaveBuild(buildId)),
    onSuccess: (builds, save) => {
      queryClient.setQueryData(savedBuildsQuery.queryKey, builds);
      showToast(t(save ? 'weapons.save.saved' : 'weapons.save.removed'), {
        type: 'success',
        timeout: TOAST_MS.weapon,
      });
    },
    onError: (error) =>
      showToast(t('weapons.save.failed', { message: errorMessage(error) }), {
        type: 'error',
        timeout: TOAST_MS.weapon,
      }),
  });

  const toggle = async () => {
    if (mutation.isPending) return;
    // A press made before the app took over is replayed at once: who is signed in may not be known yet.
    const who = session?.data ?? (await queryClient.fetchQuery(sessionQuery).catch(() => null));
    if (!who?.isValid) {
      setAsking(true);
      return;
    }
    const builds = list?.data ?? (await queryClient.fetchQuery(savedBuildsQuery).catch(() => null));
    if (!builds) return showToast(t('weapons.save.failed', { message: '' }), { type: 'error' });
    mutation.mutate(!builds.some((b) => b.build_id === buildId));
  };

  return { saved, pending: mutation.isPending, toggle, asking, stopAsking: () => setAsking(false) };
}
