import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutDataLink } from '../../../components/ui/about-data-link';
import { ListProvenance } from '../components/gear-provenance';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useUrlParams } from '../../../lib/use-url-params';
import { ArmorList } from '../components/armor-list';
import { ARMOUR_LEVELS } from '../components/gear-format';
import { LabelledFilterSelect } from '../../../components/ui/labelled-filter-select';
import { pageLoader } from '../../../lib/page-loader';
import { useArmor, armorQuery } from '../../../lib/queries/gear';

/** /wiki/armor: body armour and helmets side by side (stacked on phones), filter by level in the URL. */
export const pageData = pageLoader(() => [armorQuery]);

export default function ArmorPage() {
  const { t } = useTranslation();
  const armor = useArmor();
  const [params, update] = useUrlParams();
  const levelParam = params.get('level') ?? '';
  const level = ARMOUR_LEVELS.map(String).includes(levelParam) ? levelParam : '';
  const shown = useMemo(
    () => (armor.data ?? []).filter((p) => !level || String(p.protection_level) === level),
    [armor.data, level],
  );
  return (
    <>
      <PageHeader texts="gear.armor" />
      <p className="-mt-4 mb-6 text-sm text-fg-muted">
        {t('gear.armor.noEnglishNames')} <AboutDataLink section="sources" />
      </p>
      {armor.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner size="lg" />
        </div>
      ) : armor.isError ? (
        <EmptyState
          title={t('gear.loadError')}
          action={<Button onClick={() => void armor.refetch()}>{t('gear.retry')}</Button>}
        />
      ) : (
        <>
          <div className="mb-6 space-y-3">
            <ListProvenance items={shown} />
            <LabelledFilterSelect
              id="armor-level"
              label={t('gear.filters.level')}
              allLabel={t('gear.filters.allLevels')}
              value={level}
              options={ARMOUR_LEVELS.map((l) => ({
                value: String(l),
                label: t('gear.levelN', { level: l }),
              }))}
              onChange={(value) => update({ level: value })}
            />
          </div>
          <div className="grid gap-8 lg:grid-cols-2">
            <ArmorList
              title={t('gear.armor.body')}
              pieces={shown.filter((p) => p.type === 'body')}
              testId="armor-body"
            />
            <ArmorList
              title={t('gear.armor.helmets')}
              pieces={shown.filter((p) => p.type === 'helmet')}
              testId="armor-helmet"
            />
          </div>
        </>
      )}
    </>
  );
}
