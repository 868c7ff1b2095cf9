import { useTranslation } from 'react-i18next';
import { HIT_ZONES, PROTECTED_ZONES, REPAIR_GRADES, type ArmorPiece } from '@dfwiki/shared';
import { SelectField } from '../../../../components/ui/field';
import { FormSection } from '../../../../components/ui/form-section';
import { updateArmorPiece } from '../api/gear';
import { ARMOUR_FIGURES, armourBody, armourFormValues, checkArmourForm } from './gear-form-model';
import { FigureFields, figureGroup, ZoneChecks } from './gear-form-parts';
import { GEAR_LIST, GearPageForm, useGearForm } from './gear-page-form';
import type { EditSession } from '../../../../components/editing/history/use-edit-session';

const PLACED = [
  'protection_level',
  ...ARMOUR_FIGURES,
  'repair_loss_cn',
  'repair_efficiency_cn',
  'model_zones',
  'protected_zones',
] as const;
const ARMOUR_LIST = `${GEAR_LIST}/armor`;

const GRADE_KEYS: Record<(typeof REPAIR_GRADES)[number], string> = { 高: 'high', 中: 'medium', 低: 'low' };
const REPAIRS = ['repair_loss_cn', 'repair_efficiency_cn'] as const;

/** An armour piece's correction form: names, protection, durability, zones, weight, repair, price. */
export function ArmourForm({ piece, session }: { piece: ArmorPiece; session: EditSession }) {
  const { t } = useTranslation();
  const form = useGearForm({
    initial: () => armourFormValues(piece),
    check: checkArmourForm,
    toBody: armourBody,
    save: (body: ReturnType<typeof armourBody>, version) => updateArmorPiece(piece.id, body, version),
    list: ARMOUR_LIST,
    session,
  });
  const { values, set, field, errorOf } = form;
  const labels: Record<(typeof ARMOUR_FIGURES)[number], string> = {
    durability: t('gear.armor.durability'),
    durability_like_new: t('gear.armor.likeNew'),
    durability_damaged: t('gear.armor.damaged'),
    weight_kg: t('admin.gear.weightKg'),
    aim_speed_pct: t('admin.gear.aimSpeedPct'),
    move_speed_pct: t('admin.gear.moveSpeedPct'),
  };
  return (
    <GearPageForm form={form} placed={PLACED} list={ARMOUR_LIST} nameCnRequired>
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
        <FigureFields keys={ARMOUR_FIGURES} label={(key) => labels[key]} {...figureGroup(form, 'figures')} />
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
    </GearPageForm>
  );
}
