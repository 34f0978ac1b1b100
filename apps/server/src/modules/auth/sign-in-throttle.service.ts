import { mobileVerificationStatus } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Log } from '../../platform/logger.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { clientKey } from '../../platform/trust-proxy.ts';
import type { Database } from '../../platform/db/database.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import type { AccountRepository, AccountRow } from '../account/account.repository.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import type { SignInThrottleRepository } from './sign-in-throttle.repository.ts';

const minute = 60_000;
/** At most one SMS an hour tells the owner of held-off or locked sign-ins. */
const noticeEveryMs = 60 * minute;

/** The owner's SMS: both languages (the phone's language is unknown), never a code nor the address of the tries. */
export const lockNoticeText =
  'سند: أوقفنا الدخول إلى حسابك مؤقتاً بعد محاولات دخول خاطئة متكررة. إن لم تكن أنت، فغيّر كلمة المرور أو ادخل عبر نفاذ.\n' +
  'Sanad: sign-in to your account was paused for a while after repeated wrong attempts. If this was not you, change your password or sign in with Nafath.';

/**
 * Slowing down wrong sign-in proofs (a password, a sign-in code) without handing anyone a way to lock the owner out
 * (decision 012). Per (account, client address; an IPv6 client by its /64, as the rate limits count it): after `login.maxFailures` wrong proofs the pair is held off for
 * `login.lockMinutes`, doubling with each further hold-off up to `login.maxHoldOffMinutes`; the owner's own address is
 * not affected. Per account: `login.accountMaxFailures` wrong proofs from all addresses together lock it for
 * `login.lockMinutes` (a guess spread over many addresses). Meanwhile the doors answer as for a wrong proof, so none of
 * this tells a stranger anything. A sign-in clears the pair and the account's count; national single sign-on is never
 * held back, so the owner always has a way in.
 */
export function createSignInThrottle(deps: {
  db: Database;
  repository: SignInThrottleRepository;
  accounts: AccountRepository;
  audit: AuditService;
  sms: SmsSender;
  parameters: ParameterService;
  clock: Clock;
  /** Where a lock notice that could not be sent is logged (the app's logger), with the request's id. */
  log: Log;
}) {
  const { db, repository, accounts, audit, sms, parameters, clock, log } = deps;
  const settings = async () => ({
    maxFailures: await parameters.get('login.maxFailures'),
    lockMinutes: await parameters.get('login.lockMinutes'),
    maxHoldOffMinutes: await parameters.get('login.maxHoldOffMinutes'),
    accountMaxFailures: await parameters.get('login.accountMaxFailures'),
  });

  return {
    /** Whether this account's proofs from this address are refused now: the pair is held off, or the account locked. */
    async isHeld(account: Pick<AccountRow, 'id' | 'lockedUntil'>, ip: string): Promise<boolean> {
      const now = clock.now();
      if (account.lockedUntil && account.lockedUntil > now) return true;
      const pair = await repository.find(account.id, clientKey(ip));
      return pair?.heldUntil != null && pair.heldUntil > now;
    },

    /**
     * Counts one wrong proof of the account from the caller's address. Reaching a threshold holds the pair off or
     * locks the account, each with its audit line in the same transaction; the owner is told by SMS when a series of
     * hold-offs begins or the account locks (to a verified mobile only, at most once an hour).
     */
    async recordFailure(account: AccountRow, ctx: RequestContext): Promise<void> {
      const { maxFailures, lockMinutes, maxHoldOffMinutes, accountMaxFailures } = await settings();
      const now = clock.now();
      const system = { accountId: null, ip: ctx.ip, requestId: ctx.requestId };
      const notify = await db.transaction(async (tx) => {
        let tell = false;
        // A series forgets itself after a quiet spell as long as the longest hold-off.
        const staleBefore = new Date(now.getTime() - maxHoldOffMinutes * minute);
        const pair = await repository.countFailure(account.id, clientKey(ctx.ip), now, staleBefore, tx);
        if (pair.failures >= maxFailures) {
          const minutes = Math.min(lockMinutes * 2 ** pair.holdOffs, maxHoldOffMinutes);
          await repository.holdOff(account.id, clientKey(ctx.ip), new Date(now.getTime() + minutes * minute), now, tx);
          await audit.record(
            system,
            { action: 'auth.held-off', entity: 'account', entityId: account.id, after: { minutes, holdOff: pair.holdOffs + 1 } },
            tx,
          );
          tell = pair.holdOffs === 0;
        }
        const failures = await accounts.recordFailedLogin(account.id, tx);
        if (failures >= accountMaxFailures) {
          await accounts.update(account.id, { failedLoginCount: 0, lockedUntil: new Date(now.getTime() + lockMinutes * minute) }, tx);
          await audit.record(system, { action: 'auth.locked', entity: 'account', entityId: account.id, after: { lockMinutes } }, tx);
          tell = true;
        }
        // Only a verified mobile is the owner's: a number withdrawn or never confirmed may be someone else's.
        if (!tell || account.mobileVerificationStatus !== mobileVerificationStatus.VERIFIED) return false;
        return accounts.claimLockNotice(account.id, now, new Date(now.getTime() - noticeEveryMs), tx);
      });
      if (!notify) return;
      // After the commit; a gateway failure must not change the answer, which has to look like any wrong proof.
      await sms
        .send({ mobile: account.mobile, text: lockNoticeText })
        .catch((error: unknown) => log.warn({ err: error, reqId: ctx.requestId }, 'sign-in lock notice not sent'));
    },

    /** A sign-in from this address: the pair starts afresh (in the sign-in's transaction). */
    clear: (accountId: string, ip: string, tx?: Database) => repository.clear(accountId, clientKey(ip), tx),
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
