import { useTranslation } from 'react-i18next';
import type { ArmorPiece, CalculatorChoice } from '@dfwiki/shared';
import type { CalculatorState } from '../calculator-state';
import { armourGroups, zoneChoices, zonesKey, type CalculatorView } from '../calculator-view';
import { CONTROL_BOX, CONTROL_LABEL } from '../../../components/ui/labelled-select';
import { ChoiceSelect } from './choice-select';
import { RangeBands } from './range-bands';
import { useZoneLabel } from './use-zone-label';

const NONE = '';

/** The target both weapons fire at: body armour, helmet, where the hits land and how far away. */
export function TargetSetup({
  armor,
  state,
  bands,
  choose,
}: {
  armor: readonly ArmorPiece[];
  state: CalculatorState;
  bands: CalculatorView['bands'];
  choose: (choice: CalculatorChoice, value: string | null) => void;
}) {
  const { t } = useTranslation();
  const zoneLabel = useZoneLabel();
  const pieceSelect = (
    type: ArmorPiece['type'],
    choice: 'bodyArmor' | 'helmet',
    chosen: ArmorPiece | null,
  ) => (
    <ChoiceSelect
      id={`calc-${type}`}
      label={t(`calculator.${choice}`)}
      value={chosen?.id ?? NONE}
      onChange={(id) => choose(choice, id || null)}
      groups={[
        { choices: [{ value: NONE, label: t('calculator.noArmour') }] },
        ...armourGroups(armor, type).map((g) => ({
          label: t(`gear.armor.label.${type}`, { level: g.level }),
          choices: g.pieces.map((p) => ({
            value: p.id,
            label: `${p.name ?? p.name_cn} (${p.durability})`,
            lang: p.name ? undefined : 'zh',
          })),
        })),
      ]}
    />
  );
  return (
    <fieldset className="mb-8 rounded-xl border border-line bg-surface p-4">
      <legend className="px-1 text-sm font-bold">{t('calculator.target')}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {pieceSelect('body', 'bodyArmor', state.bodyArmor)}
        {pieceSelect('helmet', 'helmet', state.helmet)}
        <ChoiceSelect
          id="calc-zone"
          label={t('calculator.zone')}
          value={zonesKey(state.zones)}
          onChange={(key) => choose('zones', key)}
          groups={[
            {
              choices: zoneChoices(state.zones).map((zones) => ({
                value: zonesKey(zones),
                label: zoneLabel(zones),
              })),
            },
          ]}
        />
        {bands.length > 0 && (
          <div className="min-w-0">
            <label htmlFor="calc-distance" className={CONTROL_LABEL}>
              {t('calculator.distance')}
            </label>
            <input
              id="calc-distance"
              type="number"
              inputMode="numeric"
              min={0}
              max={999}
              step={1}
              aria-describedby="calc-bands"
              className={CONTROL_BOX}
              value={state.distance}
              onChange={(e) => choose('distance', e.target.value || null)}
            />
          </div>
        )}
      </div>
      {bands.length > 0 && <RangeBands id="calc-bands" bands={bands} />}
    </fieldset>
  );
}
