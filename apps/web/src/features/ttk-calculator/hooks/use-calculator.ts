import { useCallback, useMemo } from 'react';
import { CALCULATOR_QUERY, type CalculatorChoice } from '@dfwiki/shared';
import { useEngineInputs } from '../../../lib/queries/gear';
import { useUrlParams } from '../../../lib/use-url-params';
import { readCalculator } from '../calculator-state';
import { calculatorView } from '../calculator-view';

/** A choice that makes another one stale: a new weapon drops the round picked for the old one. */
const RESETS: Partial<Record<CalculatorChoice, CalculatorChoice>> = {
  weapon: 'round',
  secondWeapon: 'secondRound',
};

/** The gear lists, the fight the URL describes, what it shows, and how a choice changes the URL. */
export function useCalculator() {
  const [params, update] = useUrlParams();
  const { inputs, reads } = useEngineInputs();
  const gear = useMemo(
    () => inputs && { weapons: inputs.models, rounds: inputs.rounds, armor: inputs.armor },
    [inputs],
  );
  const state = useMemo(() => (gear ? readCalculator(params, gear) : null), [gear, params]);
  const view = useMemo(() => (state ? calculatorView(state) : null), [state]);
  const choose = useCallback(
    (choice: CalculatorChoice, value: string | null) => {
      const reset = RESETS[choice];
      update({
        [CALCULATOR_QUERY[choice]]: value,
        ...(reset ? { [CALCULATOR_QUERY[reset]]: null } : {}),
      });
    },
    [update],
  );
  return {
    gear,
    state,
    view,
    choose,
    pending: reads.some((r) => r.isPending),
    failed: reads.some((r) => r.isError),
    retry: () => reads.forEach((r) => r.isError && void r.refetch()),
  };
}
