// The TTK calculator's query parameters: short, since its links get shared. The page registry
// lists them (so the server renders and caches by them) and the page and its links read them here.
export const CALCULATOR_QUERY = {
  weapon: 'w',
  round: 'r',
  secondWeapon: 'w2',
  secondRound: 'r2',
  bodyArmor: 'b',
  helmet: 'h',
  zones: 'z',
  distance: 'd',
} as const;
export type CalculatorChoice = keyof typeof CALCULATOR_QUERY;
