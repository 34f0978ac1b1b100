import type { RecentOtp } from './otp.repository.ts';

/** The caps' window: a rolling day. */
export const dailyWindowMs = 24 * 3_600_000;

export interface DailyLimits {
  /** SMS of codes not consumed that an account, or a mobile, may be sent in the window (otp.dailySendLimit). */
  sends: number;
  /** Wrong tries an account, or a mobile, may make in the window (otp.dailyFailureLimit). */
  failures: number;
}

/** An SMS counts against the cap unless its code was used: a person who signs in every hour is not held back. */
const sendsOf = (row: RecentOtp) => (row.consumedAt ? 0 : row.sendCount);
const failuresOf = (row: RecentOtp) => row.attempts;

/**
 * Milliseconds until `rows` (oldest first) weigh less than `limit`, the oldest leaving the window first; 0 when they
 * already do.
 */
function waitUnder(rows: readonly RecentOtp[], weight: (row: RecentOtp) => number, limit: number, now: number): number {
  let total = rows.reduce((sum, row) => sum + weight(row), 0);
  if (total < limit) return 0;
  for (const row of rows) {
    total -= weight(row);
    if (total < limit) return Math.max(1, row.createdAt.getTime() + dailyWindowMs - now);
  }
  return dailyWindowMs;
}

/**
 * How long the owner of a code must wait before another may be sent (`sending`) or tried, or 0. The caps hold per
 * account and per mobile alike: the account's codes to any number (a stranger cannot spread them over numbers), and
 * every code to this number whoever asked for it (a stranger cannot flood someone's phone through many accounts or
 * the visitor door). `recent` are the codes of the window touching either, oldest first.
 */
export function dailyLimitWait(
  recent: readonly RecentOtp[],
  owner: { accountId: string | null; mobile: string },
  limits: DailyLimits,
  now: Date,
  sending: boolean,
): number {
  const groups = [recent.filter((row) => row.mobile === owner.mobile)];
  if (owner.accountId) groups.push(recent.filter((row) => row.accountId === owner.accountId));
  let wait = 0;
  for (const rows of groups) {
    wait = Math.max(wait, waitUnder(rows, failuresOf, limits.failures, now.getTime()));
    if (sending) wait = Math.max(wait, waitUnder(rows, sendsOf, limits.sends, now.getTime()));
  }
  return wait;
}

/**
 * When the last SMS of a code of this purpose and owner that was not used left (null if none in the window): the
 * resend delay counts from it. A used code does not hold the next one back.
 */
export function lastUnusedSend(
  recent: readonly RecentOtp[],
  request: { purpose: RecentOtp['purpose']; accountId: string | null; mobile: string },
): Date | null {
  let last: Date | null = null;
  for (const row of recent) {
    if (row.purpose !== request.purpose || row.consumedAt) continue;
    const sameOwner = request.accountId ? row.accountId === request.accountId : row.accountId === null && row.mobile === request.mobile;
    if (sameOwner && (!last || row.lastSentAt > last)) last = row.lastSentAt;
  }
  return last;
}
