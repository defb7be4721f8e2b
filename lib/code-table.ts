/** A table of the wire's numeric codes: the spec's meaning as the key, the number the wire sends as the value. */
export type CodeTable = Readonly<Record<string, number>>;

/** One of a table's codes. */
export type CodeOf<Table extends CodeTable> = Table[keyof Table];

/**
 * The wire's number as one of the table's codes, or undefined when it is absent or a code the
 * client does not know (the CMS may add codes before the client learns them; callers decide what
 * an unknown code does instead of failing the whole module).
 */
export function codeIn<Table extends CodeTable>(
  table: Table,
  value: number | undefined,
): CodeOf<Table> | undefined {
  if (value === undefined) return undefined;
  return Object.values(table).find((code): code is CodeOf<Table> => code === value);
}
