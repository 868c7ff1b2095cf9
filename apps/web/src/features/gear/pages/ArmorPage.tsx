import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ArmourFigureDates, ListProvenance } from '../components/gear-provenance';
import { useUrlParams } from '../../../lib/use-url-params';
import { ArmorList } from '../components/armor-list';
import { ARMOUR_LEVELS } from '../components/gear-format';
import { LevelSelect } from '../components/level-select';
import { GearListLayout } from '../components/gear-list-layout';
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
    <GearListLayout texts="gear.armor" about="gear.armor.noEnglishNames" read={armor}>
      <div className="mb-6 space-y-3">
        <ListProvenance items={shown} />
        <ArmourFigureDates />
        <LevelSelect
          id="armor-level"
          levels={ARMOUR_LEVELS}
          value={level}
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
    </GearListLayout>
  );
}
