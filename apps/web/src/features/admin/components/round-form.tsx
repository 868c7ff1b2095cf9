import { useTranslation } from 'react-i18next';
import type { Round } from '@dfwiki/shared';
import { ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormSection } from '../../../components/ui/form-section';
import { saveErrorMessage } from '../../../lib/field-errors';
import { updateRound } from '../api/gear';
import { usePageForm } from '../hooks/use-page-form';
import { ARMOUR_LEVEL_KEYS, ROUND_FIGURES, roundBody, roundFormValues } from './gear-form-model';
import { FigureFields, PriceAndSources } from './gear-form-parts';
import { PageForm } from './page-form';

/** Every API field this form shows an error next to; others go to the summary. */
const PLACED = [
  'name',
  'name_cn',
  ...ROUND_FIGURES,
  'armor_damage_factor_by_level',
  'price',
  'price_as_of',
  'sources',
] as const;

export const GEAR_LIST = '/admin/dashboard/gear';

/** A round's correction form: names, the damage model's figures, price and sources. */
export function RoundForm({ round }: { round: Round }) {
  const { t } = useTranslation();
  const form = usePageForm({
    initial: () => roundFormValues(round),
    check: () => ({}),
    toBody: roundBody,
    save: (body: ReturnType<typeof roundBody>) => updateRound(round.id, body),
    savedText: (saved) => t('admin.gear.saved', { name: saved.name ?? saved.name_cn ?? saved.id }),
    leaveTo: () => GEAR_LIST,
    failedText: (error) => t('admin.common.saveFailed', { message: saveErrorMessage(error, t) }),
  });
  const { values, setValues, field, errorOf } = form;
  const labels: Record<(typeof ROUND_FIGURES)[number], string> = {
    penetration_level: t('gear.round.level'),
    flesh_damage_factor: t('gear.round.damage'),
    through_factor_armor_one_below: t('gear.round.throughOneBelow'),
    through_factor_armor_same_level: t('gear.round.throughSame'),
  };
  return (
    <PageForm
      form={form}
      placed={PLACED}
      links={
        <ButtonLink to={GEAR_LIST} variant="secondary">
          {t('admin.common.cancel')}
        </ButtonLink>
      }
      submitLabel={t('admin.common.save')}
    >
      <FormSection title={t('admin.gear.names')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label={t('admin.gear.name')} maxLength={120} {...field('name')} />
          <TextField label={t('admin.gear.nameCn')} lang="zh" maxLength={120} {...field('name_cn')} />
        </div>
      </FormSection>
      <FormSection title={t('admin.gear.model')}>
        <p className="mb-3 text-sm text-fg-muted">{t('admin.gear.modelHint')}</p>
        <FigureFields
          keys={ROUND_FIGURES}
          label={(key) => labels[key]}
          values={values.figures}
          onChange={(key, value) => setValues((v) => ({ ...v, figures: { ...v.figures, [key]: value } }))}
          errorOf={errorOf}
        />
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-semibold">{t('gear.round.armourFactor')}</legend>
          <FigureFields
            keys={ARMOUR_LEVEL_KEYS}
            label={(level) => t('gear.levelN', { level })}
            values={values.armour}
            onChange={(key, value) => setValues((v) => ({ ...v, armour: { ...v.armour, [key]: value } }))}
            errorOf={(level) => errorOf(`armor_damage_factor_by_level.${level}`)}
          />
          <p className="mt-2 text-xs text-fg-muted">{t('admin.gear.armourFactorHint')}</p>
        </fieldset>
      </FormSection>
      <PriceAndSources form={form} />
    </PageForm>
  );
}
