/**
 * Row ids are UUIDs. An id from a URL that is not one cannot name a row, and PostgreSQL rejects it as uuid input
 * (an error, and inside a transaction an aborted one), so services answer it as "not found" before any query.
 */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
