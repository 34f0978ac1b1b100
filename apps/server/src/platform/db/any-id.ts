import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any($1::uuid[])`: the ids as one array parameter, however many. An IN list of thousands of bind parameters
 * costs the query builder, the driver and the planner far more than the index probes themselves (bench/notes/cycle.md).
 * The array is a value the planner sees (its size steers it to the indexes), unlike a text cast to an array.
 */
export function anyId(column: AnyPgColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::uuid[])`;
}
