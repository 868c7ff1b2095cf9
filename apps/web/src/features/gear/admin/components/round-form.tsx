import { useTranslation } from 'react-i18next';
import type { Round } from '@dfwiki/shared';
import { FormSection } from '../../../../components/ui/form-section';
import { updateRound } from '../api/gear';
import { ARMOUR_LEVEL_KEYS, ROUND_FIGURES, roundBody, roundFormValues } from './gear-form-model';
import { FigureFields, figureGroup } from './gear-form-parts';
import { GEAR_LIST, GearPageForm, useGearForm } from './gear-page-form';
import type { EditSession } from '../../../../components/editing/history/use-edit-session';

/** A round's correction form: names, the damage model's figures, price and sources. */
export function RoundForm({ round, session }: { round: Round; session: EditSession }) {
  const { t } = useTranslation();
  const form = useGearForm({
    initial: () => roundFormValues(round),
    toBody: roundBody,
    save: (body: ReturnType<typeof roundBody>, version) => updateRound(round.id, body, version),
    list: GEAR_LIST,
    session,
  });
  const labels: Record<(typeof ROUND_FIGURES)[number], string> = {
    penetration_level: t('gear.round.level'),
    flesh_damage_factor: t('gear.round.damage'),
    through_factor_armor_one_below: t('gear.round.throughOneBelow'),
    through_factor_armor_same_level: t('gear.round.throughSame'),
  };
  return (
    <GearPageForm form={form} placed={[...ROUND_FIGURES, 'armor_damage_factor_by_level']} list={GEAR_LIST}>
      <FormSection title={t('admin.gear.model')}>
        <p className="mb-3 text-sm text-fg-muted">{t('admin.gear.modelHint')}</p>
        <FigureFields keys={ROUND_FIGURES} label={(key) => labels[key]} {...figureGroup(form, 'figures')} />
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-semibold">{t('gear.round.armourFactor')}</legend>
          <FigureFields
            keys={ARMOUR_LEVEL_KEYS}
            label={(level) => t('gear.levelN', { level })}
            {...figureGroup(form, 'armour', (level) => `armor_damage_factor_by_level.${level}`)}
          />
          <p className="mt-2 text-xs text-fg-muted">{t('admin.gear.armourFactorHint')}</p>
        </fieldset>
      </FormSection>
    </GearPageForm>
  );
}
