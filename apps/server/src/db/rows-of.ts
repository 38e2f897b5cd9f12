/** Raw `execute()` results differ by driver (pg: QueryResult, PGlite: Results); both carry `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
