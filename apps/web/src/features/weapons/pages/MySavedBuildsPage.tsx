import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Bookmark from 'lucide-react/icons/bookmark';
import { MEMBER_PATHS, pathTo, TOAST_MS, type SavedBuild } from '@dfwiki/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { TitledCard } from '../../../components/ui/titled-card';
import { useToast } from '../../../components/ui/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { savedBuildsQuery } from '../../../lib/queries/my-lists';
import { saveBuild, unsaveBuild } from '../api/saved-builds';
import { MemberList, MemberPage } from '../../../components/member/member-page';
import { formatLongDate } from '../../../lib/format-day';

/**
 * "My saved builds" (/my/saved-builds): the builds the player saved, newest first, each linking to
 * its weapon page, with Remove. `?save=<id>` saves that build first: a signed-out reader who
 * pressed Save on a weapon page comes back here after signing in.
 */
export default function MySavedBuildsPage() {
  const [params] = useSearchParams();
  const pending = params.get('save');
  return (
    <MemberPage
      texts={{
        eyebrow: 'savedBuilds.eyebrow',
        title: 'savedBuilds.title',
        intro: 'savedBuilds.intro',
        loading: 'savedBuilds.loading',
        signIn: 'savedBuilds.signIn',
      }}
      next={
        pending
          ? `${MEMBER_PATHS.mySavedBuilds}?save=${encodeURIComponent(pending)}`
          : MEMBER_PATHS.mySavedBuilds
      }
    >
      <SavedList />
    </MemberPage>
  );
}

/** Saves the build `?save=` names, once, then takes it out of the address. */
function useSaveFromAddress() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('save'));
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !params.has('save')) return;
    done.current = true;
    const settle = () => setParams((p) => (p.delete('save'), p), { replace: true });
    if (!Number.isInteger(id) || id <= 0) return settle();
    saveBuild(id).then(
      (builds) => {
        queryClient.setQueryData(savedBuildsQuery.queryKey, builds);
        showToast(t('weapons.save.saved'), { type: 'success', timeout: TOAST_MS.weapon });
        settle();
      },
      (error: unknown) => {
        showToast(t('weapons.save.failed', { message: errorMessage(error) }), { type: 'error' });
        settle();
      },
    );
  }, [id, params, setParams, queryClient, showToast, t]);
  return params.has('save');
}

function SavedList() {
  const { t } = useTranslation();
  const saving = useSaveFromAddress();
  const saved = useQuery(savedBuildsQuery);
  return (
    <MemberList
      query={{ ...saved, isPending: saved.isPending || saving }}
      loading="savedBuilds.loading"
      failed="savedBuilds.loadFailed"
      empty={
        <EmptyState
          icon={<Bookmark size={36} />}
          texts="savedBuilds.empty"
          action={<ButtonLink to={pathTo('builds')}>{t('savedBuilds.browse')}</ButtonLink>}
        />
      }
      itemKey={(b) => b.build_id}
      item={(b) => <SavedCard build={b} />}
    />
  );
}

function SavedCard({ build: b }: { build: SavedBuild }) {
  const { t, i18n } = useTranslation();
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => unsaveBuild(b.build_id),
    onSuccess: (builds) => {
      queryClient.setQueryData(savedBuildsQuery.queryKey, builds);
      showToast(t('weapons.save.removed'), { type: 'success', timeout: TOAST_MS.weapon });
    },
    onError: (error) =>
      showToast(t('weapons.save.failed', { message: errorMessage(error) }), { type: 'error' }),
  });
  const date = formatLongDate(b.saved_at, i18n.language);
  return (
    <TitledCard
      data-testid="saved-build"
      title={b.name}
      subtitle={t('savedBuilds.for', { weapon: b.weapon.name, date })}
      aside={null}
    >
      {b.build_code && (
        <p className="mt-2 font-mono text-sm break-all" translate="no">
          {b.build_code}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink
          to={`${pathTo('weapon', { weaponNameId: b.weapon.slug })}?build=${b.build_id}`}
          variant="secondary"
          size="sm"
        >
          {t('savedBuilds.view')}
        </ButtonLink>
        <Button
          variant="secondary"
          size="sm"
          disabled={remove.isPending}
          aria-label={t('savedBuilds.removeNamed', { name: b.name })}
          onClick={() => remove.mutate()}
        >
          {t('savedBuilds.remove')}
        </Button>
      </div>
    </TitledCard>
  );
}
