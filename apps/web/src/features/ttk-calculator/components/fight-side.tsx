import { useTranslation } from 'react-i18next';
import type { CalculatorChoice, Round, WeaponModelRead } from '@dfwiki/shared';
import type { CalculatorSide } from '../calculator-state';
import { weaponGroups, type FightOutcome } from '../calculator-view';
import { ChoiceSelect } from './choice-select';
import { FightSummary } from './fight-summary';
import { HitsTable } from './hits-table';

const NONE = '';

/** The name a reader sees: the English name, else the Chinese one, else the id. */
const roundName = (r: Round) => r.name ?? r.name_cn ?? r.id;

/**
 * One weapon of the comparison: its weapon and round selects, then its result and every hit. The
 * second side may have no weapon yet (`side` null): then only its weapon select shows.
 */
export function FightSide({
  which,
  weapons,
  side,
  outcome,
  choose,
}: {
  which: 'first' | 'second';
  weapons: readonly WeaponModelRead[];
  side: CalculatorSide | null;
  outcome: FightOutcome | null;
  choose: (choice: CalculatorChoice, value: string | null) => void;
}) {
  const { t } = useTranslation();
  const second = which === 'second';
  const title = t(`calculator.${which}`);
  return (
    <section aria-labelledby={`calc-${which}-title`} className="min-w-0 rounded-xl border border-line p-4">
      <h2 id={`calc-${which}-title`} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceSelect
          id={`calc-${which}-weapon`}
          label={t('calculator.weapon')}
          value={side?.weapon.slug ?? NONE}
          onChange={(slug) => choose(second ? 'secondWeapon' : 'weapon', slug || null)}
          groups={[
            ...(second ? [{ choices: [{ value: NONE, label: t('calculator.noComparison') }] }] : []),
            ...weaponGroups(weapons).map((g) => ({
              label: g.category,
              choices: g.weapons.map((w) => ({ value: w.slug, label: w.name })),
            })),
          ]}
        />
        {side && side.rounds.length > 0 && (
          <ChoiceSelect
            id={`calc-${which}-round`}
            label={t('calculator.round')}
            value={side.round?.id ?? NONE}
            onChange={(id) => choose(second ? 'secondRound' : 'round', id)}
            groups={[
              {
                choices: side.rounds.map((r) => ({
                  value: r.id,
                  label:
                    r.penetration_level === null
                      ? roundName(r)
                      : `${roundName(r)} · ${t('gear.levelN', { level: r.penetration_level })}`,
                  lang: r.name ? undefined : 'zh',
                })),
              },
            ]}
          />
        )}
      </div>
      {side && outcome && (
        <>
          <FightSummary which={which} outcome={outcome} />
          {outcome.kind === 'result' && (
            <div className="mt-4">
              <HitsTable
                label={t('calculator.hits.caption', { weapon: side.weapon.name })}
                hits={outcome.hits}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
