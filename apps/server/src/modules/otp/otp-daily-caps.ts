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
 * Codes that go to the account's own verified mobile (sign-in, white list, reset, step-up, deletion, offer acceptance). Each kind is
 * capped per account alone: codes to a number someone typed (registration, visitor, a new mobile) never spend them,
 * so a stranger who knows only a mobile number, or registers with it, cannot keep its owner from signing in.
 */
const ownMobilePurposes: ReadonlySet<RecentOtp['purpose']> = new Set([
  'LOGIN',
  'WHITE_LIST_LOGIN',
  'RESET_PASSWORD',
  'STEP_UP',
  'DELETE_ACCOUNT',
  'OFFER_ACCEPT',
]);

/** Whether a code of this purpose goes to the account's own verified mobile (see ownMobilePurposes). */
export const toOwnMobile = (purpose: RecentOtp['purpose']): boolean => ownMobilePurposes.has(purpose);

/** The codes of the window that share a cap with a code of `owner`'s purpose (decision 025). */
function capGroups(recent: readonly RecentOtp[], owner: { purpose: RecentOtp['purpose']; accountId: string | null; mobile: string }) {
  if (toOwnMobile(owner.purpose) && owner.accountId) {
    // Per account and kind: a stranger who can start one kind (a reset, knowing the national ID and birth date)
    // spends that kind only, never the owner's sign-in codes.
    return [recent.filter((row) => row.accountId === owner.accountId && row.purpose === owner.purpose)];
  }
  // A typed number: every such code to it whoever asked (no one floods a phone through many accounts or the visitor
  // door), and the account's own such codes to any number (none spread them over numbers).
  const typed = recent.filter((row) => !toOwnMobile(row.purpose));
  const groups = [typed.filter((row) => row.mobile === owner.mobile)];
  if (owner.accountId) groups.push(typed.filter((row) => row.accountId === owner.accountId));
  return groups;
}

/**
 * How long the owner of a code must wait before another of its kind may be sent (`sending`) or tried, or 0.
 * `recent` are the codes of the window touching the account or the mobile, oldest first.
 */
export function dailyLimitWait(
  recent: readonly RecentOtp[],
  owner: { purpose: RecentOtp['purpose']; accountId: string | null; mobile: string },
  limits: DailyLimits,
  now: Date,
  sending: boolean,
): number {
  let wait = 0;
  for (const rows of capGroups(recent, owner)) {
    wait = Math.max(wait, waitUnder(rows, failuresOf, limits.failures, now.getTime()));
    if (sending) wait = Math.max(wait, waitUnder(rows, sendsOf, limits.sends, now.getTime()));
  }
  return wait;
}

/**
 * When the last SMS of a code of this purpose and owner that was not used left (null if none in the window): the
 * resend delay counts from it. A used code does not hold the next one back. A code to a typed number waits for the
 * last one of its kind to that number too, whoever asked (ten registrations with one mobile are not ten SMS at once).
 */
export function lastUnusedSend(
  recent: readonly RecentOtp[],
  request: { purpose: RecentOtp['purpose']; accountId: string | null; mobile: string },
): Date | null {
  let last: Date | null = null;
  const typed = !toOwnMobile(request.purpose);
  for (const row of recent) {
    if (row.purpose !== request.purpose || row.consumedAt) continue;
    const sameOwner = request.accountId ? row.accountId === request.accountId : row.accountId === null && row.mobile === request.mobile;
    if ((sameOwner || (typed && row.mobile === request.mobile)) && (!last || row.lastSentAt > last)) last = row.lastSentAt;
  }
  return last;
}
