import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ARMOUR_LEVELS, penetrationLevels, type Round, type TtkView } from '@dfwiki/shared';
import { SELECT, Captioned, SelectField } from './captioned';

/** Rounds in the model, grouped by calibre, for the one-round choice. */
function roundsByCaliber(rounds: readonly Round[]) {
  const groups = new Map<string, Round[]>();
  for (const r of rounds)
    if (r.caliber && r.penetration_level !== null && r.flesh_damage_factor !== null)
      (groups.get(r.caliber) ?? groups.set(r.caliber, []).get(r.caliber)!).push(r);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** Custom: the round (a penetration level for every calibre, or one round) and the armour level. */
export function TtkCustomControls({
  view,
  rounds,
  onChange,
}: {
  view: TtkView;
  rounds: readonly Round[];
  onChange: (patch: Partial<TtkView>) => void;
}) {
  const { t } = useTranslation();
  const levels = useMemo(() => penetrationLevels(rounds), [rounds]);
  const groups = useMemo(() => roundsByCaliber(rounds), [rounds]);
  const value = view.round ? `round:${view.round}` : `pen:${view.penetration}`;
  const choose = (choice: string) => {
    const [kind, rest] = [choice.slice(0, choice.indexOf(':')), choice.slice(choice.indexOf(':') + 1)];
    onChange(kind === 'round' ? { round: rest } : { round: null, penetration: Number(rest) });
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="ttk-custom">
      <Captioned caption={t('ttk.custom.round')} htmlFor="ttk-custom-round">
        <select
          id="ttk-custom-round"
          className={SELECT}
          value={value}
          onChange={(e) => choose(e.target.value)}
        >
          <optgroup label={t('ttk.custom.byLevel')}>
            {levels.map((level) => (
              <option key={level} value={`pen:${level}`}>
                {t('ttk.custom.level', { level })}
              </option>
            ))}
          </optgroup>
          {groups.map(([caliber, list]) => (
            <optgroup key={caliber} label={caliber}>
              {list.map((r) => (
                <option key={r.id} value={`round:${r.id}`}>
                  {t('ttk.custom.oneRound', { name: r.name ?? r.name_cn, level: r.penetration_level })}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Captioned>
      <SelectField
        caption={t('ttk.custom.armour')}
        id="ttk-custom-armour"
        value={view.armour}
        options={ARMOUR_LEVELS.map((level) => ({
          value: level,
          label: level === 0 ? t('ttk.custom.noArmour') : t('ttk.custom.armourLevel', { level }),
        }))}
        onChange={(armour) => onChange({ armour: Number(armour) })}
      />
    </div>
  );
}
