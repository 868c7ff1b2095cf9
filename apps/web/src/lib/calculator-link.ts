import { CALCULATOR_QUERY, pathTo, type CalculatorChoice } from '@dfwiki/shared';

/** A link to the TTK calculator with some choices made (ids and slugs as the API gives them). */
export function calculatorLink(choices: Partial<Record<CalculatorChoice, string>>): string {
  const params = new URLSearchParams();
  for (const [choice, value] of Object.entries(choices))
    if (value) params.set(CALCULATOR_QUERY[choice as CalculatorChoice], value);
  const query = params.toString();
  return query ? `${pathTo('ttkCalculator')}?${query}` : pathTo('ttkCalculator');
}
