import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import BookOpen from 'lucide-react/icons/book-open';
import PenLine from 'lucide-react/icons/pen-line';
import { MEMBER_PATHS, pathTo } from '@dfwiki/shared';
import { GuideCards } from '../../../components/guides/guide-card';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { weaponGuidesQuery } from '../../../lib/queries/guides';

/**
 * Guides & Tips tab: the published guides about this weapon (read by the page's loader when the
 * address opens this tab, so they are in the first HTML) and a link to write one about it.
 */
export function GuidesTab({
  weaponNameId,
  weapon,
}: {
  weaponNameId: string;
  weapon: { id: number; name: string };
}) {
  const { t } = useTranslation();
  const guides = useQuery(weaponGuidesQuery(weaponNameId));
  const write = (
    <ButtonLink
      to={`${MEMBER_PATHS.newGuide}?${new URLSearchParams({ subject: `weapon:${weapon.id}`, category: 'weapons' })}`}
      icon={<PenLine size={16} aria-hidden="true" />}
      data-testid="write-weapon-guide"
    >
      {t('weapons.guides.write')}
    </ButtonLink>
  );
  if (guides.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" />
      </div>
    );
  if (guides.isError)
    return (
      <EmptyState
        title={t('guides.loadError')}
        action={<Button onClick={() => void guides.refetch()}>{t('guides.retry')}</Button>}
      />
    );
  if (guides.data.length === 0)
    return (
      <EmptyState
        icon={<BookOpen size={36} />}
        title={t('weapons.guides.none')}
        description={t('weapons.guides.noneText')}
        action={write}
      />
    );
  return (
    <section aria-labelledby="weapon-guides-title" data-testid="weapon-guides">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="weapon-guides-title" className="text-lg font-bold">
          {t('weapons.guides.title', { name: weapon.name })}
        </h2>
        {write}
      </div>
      <GuideCards guides={guides.data} heading="h3" />
      <p className="mt-4 text-sm">
        <PrefetchLink to={`${pathTo('guides')}?category=weapons`} className="df-link">
          {t('weapons.guides.all')}
        </PrefetchLink>
      </p>
    </section>
  );
}
