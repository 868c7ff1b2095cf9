import { useTranslation } from 'react-i18next';
import { HIT_ZONES, PROTECTED_ZONES, REPAIR_GRADES, type ArmorPiece } from '@dfwiki/shared';
import { ButtonLink } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { FormSection } from '../../../components/ui/form-section';
import { saveErrorMessage } from '../../../lib/field-errors';
import { updateArmorPiece } from '../api/gear';
import { usePageForm } from '../hooks/use-page-form';
import { ARMOUR_FIGURES, armourBody, armourFormValues, checkArmourForm } from './gear-form-model';
import { FigureFields, PriceAndSources, ZoneChecks } from './gear-form-parts';
import { PageForm } from './page-form';
import { GEAR_LIST } from './round-form';

const PLACED = [
  'name',
  'name_cn',
  'protection_level',
  ...ARMOUR_FIGURES,
  'repair_loss_cn',
  'repair_efficiency_cn',
  'model_zones',
  'protected_zones',
  'price',
  'price_as_of',
  'sources',
] as const;

const GRADE_KEYS: Record<(typeof REPAIR_GRADES)[number], string> = { 高: 'high', 中: 'medium', 低: 'low' };
const REPAIRS = ['repair_loss_cn', 'repair_efficiency_cn'] as const;

/** An armour piece's correction form: names, protection, durability, zones, weight, repair, price. */
export function ArmourForm({ piece }: { piece: ArmorPiece }) {
  const { t } = useTranslation();
  const form = usePageForm({
    initial: () => armourFormValues(piece),
    check: checkArmourForm,
    toBody: armourBody,
    save: (body: ReturnType<typeof armourBody>) => updateArmorPiece(piece.id, body),
    savedText: (saved) => t('admin.gear.saved', { name: saved.name ?? saved.name_cn }),
    leaveTo: () => `${GEAR_LIST}/armor`,
    failedText: (error) => t('admin.common.saveFailed', { message: saveErrorMessage(error, t) }),
  });
  const { values, set, setValues, field, errorOf } = form;
  const labels: Record<(typeof ARMOUR_FIGURES)[number], string> = {
    durability: t('gear.armor.durability'),
    durability_like_new: t('gear.armor.likeNew'),
    durability_damaged: t('gear.armor.damaged'),
    weight_kg: t('admin.gear.weightKg'),
    aim_speed_pct: t('admin.gear.aimSpeedPct'),
    move_speed_pct: t('admin.gear.moveSpeedPct'),
  };
  return (
    <PageForm
      form={form}
      placed={PLACED}
      links={
        <ButtonLink to={`${GEAR_LIST}/armor`} variant="secondary">
          {t('admin.common.cancel')}
        </ButtonLink>
      }
      submitLabel={t('admin.common.save')}
    >
      <FormSection title={t('admin.gear.names')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label={t('admin.gear.name')} maxLength={120} {...field('name')} />
          <TextField
            label={t('admin.gear.nameCn')}
            lang="zh"
            required
            maxLength={120}
            {...field('name_cn')}
          />
        </div>
      </FormSection>
      <FormSection title={t('admin.gear.protection')}>
        <div className="mb-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
          <SelectField label={t('gear.armor.level')} {...field('protection_level')}>
            {[1, 2, 3, 4, 5, 6].map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </SelectField>
          {REPAIRS.map((key) => (
            <SelectField
              key={key}
              label={t(key === 'repair_loss_cn' ? 'gear.armor.repairLoss' : 'gear.armor.repairEfficiency')}
              {...field(key)}
            >
              <option value="">{t('gear.notGiven')}</option>
              {REPAIR_GRADES.map((grade) => (
                <option key={grade} value={grade}>
                  {t(`gear.grade.${GRADE_KEYS[grade]}`)}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
        <FigureFields
          keys={ARMOUR_FIGURES}
          label={(key) => labels[key]}
          values={values.figures}
          onChange={(key, value) => setValues((v) => ({ ...v, figures: { ...v.figures, [key]: value } }))}
          errorOf={errorOf}
        />
      </FormSection>
      <FormSection title={t('gear.armor.zones')}>
        <div className="space-y-4">
          <ZoneChecks
            legend={t('gear.armor.modelZones')}
            zones={HIT_ZONES}
            value={values.model_zones}
            onChange={(zones) => set('model_zones', zones)}
            error={errorOf('model_zones')}
          />
          <ZoneChecks
            legend={t('gear.armor.gameZones')}
            zones={PROTECTED_ZONES}
            value={values.protected_zones ?? []}
            onChange={(zones) => set('protected_zones', zones)}
            error={errorOf('protected_zones')}
          />
        </div>
      </FormSection>
      <PriceAndSources form={form} />
    </PageForm>
  );
}
