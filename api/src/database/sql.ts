import type { DataSource, EntityManager } from 'typeorm';

/**
 * The rows of an `UPDATE ... RETURNING` or `DELETE ... RETURNING`. TypeORM's `query()` answers those
 * two commands with `[rows, rowCount]` instead of the rows, unlike SELECT and INSERT.
 */
export async function returning<T>(
  db: DataSource | EntityManager,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  )
    return result[0] as T[];
  return result as T[];
}
