// Reading lookup ids by name while loading seed data, failing loudly on a name the data misspells.

/** Rows of a lookup table as name → id. */
export const byName = <T extends { id: number; name: string }>(rows: T[]) =>
  new Map(rows.map((r) => [r.name, r.id]));

/** The id of a name the data refers to; an unknown name stops the load (the transaction rolls back). */
export function must<T>(map: Map<string, T>, key: string, what: string): T {
  const v = map.get(key);
  if (v === undefined) throw new Error(`Seed data refers to unknown ${what} '${key}'`);
  return v;
}
