// API fields are snake_case (`room_info`), the schema's columns camelCase (`roomInfo`): a row's
// columns are taken from an input by naming its fields once.

/** `room_info` → `roomInfo`. */
type ColumnName<F extends string> = F extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<ColumnName<Tail>>}`
  : F;

/** The columns of the fields; a field the input may leave out is stored as null. */
export type InputColumns<T, F extends keyof T & string> = {
  [K in F as ColumnName<K>]: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K];
};

export function inputColumns<T, F extends keyof T & string>(input: T, fields: readonly F[]) {
  const columnName = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return Object.fromEntries(fields.map((f) => [columnName(f), input[f] ?? null])) as InputColumns<T, F>;
}
