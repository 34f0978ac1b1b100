import { randomFillSync } from 'node:crypto';

/**
 * Ids of the rows a cycle writes by the million (results, payments): time-ordered UUIDs (RFC 9562 version 7: the
 * millisecond in the first 48 bits, then random bits). Rows written in one run get ids that sort together, so the
 * primary keys of results, members and payments, and the members' key that starts with the result id, grow at their
 * right edge instead of at a random page of a national-size index (bench/notes/cycle.md). Random v4 ids elsewhere.
 */

const hex = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const pool = Buffer.alloc(16 * 1024);
let offset = pool.length;

/** A version 7 UUID for the instant `now` (milliseconds since the epoch). */
export function uuidv7(now: number = Date.now()): string {
  if (offset + 10 > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const b = pool;
  const o = offset;
  offset += 10;
  // 48 bits of milliseconds, big-endian.
  const high = Math.floor(now / 0x1_0000_0000);
  const low = now >>> 0;
  const time =
    hex[(high >>> 8) & 0xff]! +
    hex[high & 0xff]! +
    hex[(low >>> 24) & 0xff]! +
    hex[(low >>> 16) & 0xff]! +
    '-' +
    hex[(low >>> 8) & 0xff]! +
    hex[low & 0xff]!;
  // Version 7 in the high nibble of byte 6, the RFC variant (10xx) in the high bits of byte 8.
  return (
    `${time}-7${hex[b[o]! & 0xff]!.slice(1)}${hex[b[o + 1]!]!}-${hex[(b[o + 2]! & 0x3f) | 0x80]!}${hex[b[o + 3]!]!}-` +
    `${hex[b[o + 4]!]!}${hex[b[o + 5]!]!}${hex[b[o + 6]!]!}${hex[b[o + 7]!]!}${hex[b[o + 8]!]!}${hex[b[o + 9]!]!}`
  );
}
