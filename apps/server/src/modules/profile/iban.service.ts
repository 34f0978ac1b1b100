import { ibanBankCode, maskIban, normalizeIban, type IbanInfo, type IbanRejection, type UpdateIbanInput } from '@sanad/contract';
import type { BankVerification } from '../../platform/bank/bank-verification.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Log } from '../../platform/logger.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { BankAccountRow, IbanRepository } from './iban.repository.ts';
import type { ProfileRepository } from './profile.repository.ts';

/** The request a bank call serves, named on its log lines as Fastify names a request's own (reqId). */
type Trace = { reqId: string };
type Holder = NonNullable<Awaited<ReturnType<ProfileRepository['findAccountHolder']>>>;

/** A little after the bank said, so its clock has passed the moment too. */
const checkMargin = 250;

/** The request that says where the IBAN stands: the newest one not replaced by a later request. */
function latestRequest(rows: readonly BankAccountRow[]): BankAccountRow | undefined {
  return rows.find((row) => row.status !== 'CANCELED' && row.status !== 'SUPERSEDED');
}

/** What the person sees: the payment IBAN and the one waiting for (or refused by) the bank, always masked. */
function ibanInfoOf(rows: readonly BankAccountRow[]): IbanInfo {
  const current = rows.find((row) => row.status === 'VERIFIED');
  const latest = latestRequest(rows);
  const waiting = latest && (latest.status === 'PENDING' || latest.status === 'REJECTED') ? latest : undefined;
  return {
    current: current
      ? {
          maskedIban: maskIban(current.iban),
          bankCode: current.bankCode ?? ibanBankCode(current.iban) ?? '',
          verifiedAt: (current.decidedAt ?? current.requestedAt).toISOString(),
        }
      : null,
    pending: waiting
      ? {
          maskedIban: maskIban(waiting.iban),
          bankCode: waiting.bankCode,
          status: waiting.status === 'PENDING' ? 'PENDING' : 'REJECTED',
          requestedAt: waiting.requestedAt.toISOString(),
          rejectionReason: (waiting.rejectionReason as IbanRejection | null) ?? null,
        }
      : null,
  };
}

/**
 * The payment IBAN (DOMAIN.md "IBAN"): updateIban stores the IBAN as a request waiting for the bank and sends it
 * through the bank-verification port; the answer is fetched when the person looks (loadIbanInfo) and once when the
 * bank said it would be ready. VERIFIED makes it the payment IBAN; REJECTED keeps the bank's reason. The request is
 * written and committed before the bank is called, so a slow or failing bank never holds the profile lock; a request
 * the bank never received is sent again at the next look.
 */
export function createIbanService(deps: {
  db: Database;
  repository: IbanRepository;
  profiles: ProfileRepository;
  bank: BankVerification;
  audit: AuditService;
  clock: Clock;
  log: Log;
}) {
  const { db, repository, profiles, bank, audit, clock, log } = deps;
  const timers = new Set<NodeJS.Timeout>();

  async function holderOf(accountId: string): Promise<Holder> {
    const holder = await profiles.findAccountHolder(accountId);
    if (!holder) throw new DomainError('UNAUTHENTICATED');
    return holder;
  }

  /** Asks once more when the bank expects to have answered; the timer never keeps the process alive. */
  function scheduleCheck(holder: Holder, at: Date | null, trace: Trace): void {
    if (at === null) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        resolve(holder, trace).catch((error: unknown) =>
          log.warn({ ...trace, err: error }, 'IBAN verification check failed; the next look retries'),
        );
      },
      Math.max(0, at.getTime() - clock.now().getTime()) + checkMargin,
    );
    timer.unref();
    timers.add(timer);
  }

  async function submit(holder: Holder, row: BankAccountRow, trace: Trace): Promise<void> {
    try {
      const sent = await bank.submit({ iban: row.iban, holderNin: holder.nin, holderName: holder.nameAr });
      await repository.setReference(row.id, sent.reference);
      scheduleCheck(holder, sent.answerExpectedAt, trace);
    } catch (error) {
      // The request stays waiting without a reference: the next look sends it again.
      log.warn({ ...trace, err: error }, 'bank verification request failed');
    }
  }

  /** Fetches the bank's answer of the newest waiting request, and applies it. */
  async function resolve(holder: Holder, trace: Trace): Promise<void> {
    const latest = latestRequest(await repository.list(holder.accountId));
    if (!latest || latest.status !== 'PENDING') return;
    if (latest.verificationRef === null) return submit(holder, latest, trace);
    const decision = await bank.decision(latest.verificationRef);
    if (decision === null) return submit(holder, latest, trace);
    if (decision.status === 'PENDING') return;
    await db.transaction(async (tx) => {
      await profiles.lockProfile(holder.personId, tx);
      // Another instance or the timer may have applied it meanwhile, or a newer request replaced it.
      const row = await repository.findById(latest.id, tx);
      if (!row || row.status !== 'PENDING' || row.verificationRef !== latest.verificationRef) return;
      const decidedAt = clock.now();
      if (decision.status === 'VERIFIED') await repository.supersedeVerified(holder.accountId, row.id, tx);
      const rejectionReason = decision.status === 'REJECTED' ? decision.reason : null;
      await repository.decide(row.id, { status: decision.status, rejectionReason, decidedAt }, tx);
      await audit.record(
        { accountId: null, onBehalfOfAccountId: holder.accountId },
        {
          action: decision.status === 'VERIFIED' ? 'profile.iban-verified' : 'profile.iban-rejected',
          entity: 'bank_account',
          entityId: row.id,
          before: { status: 'PENDING' },
          after: { status: decision.status, rejectionReason, maskedIban: maskIban(row.iban) },
        },
        tx,
      );
    });
  }

  return {
    /**
     * Never during an emergency login, and only with a fresh proof of identity: where the money goes is the
     * applicant's own decision. The contract's flags say both (`standIn`, `freshProof`); the auth plugin enforces them
     * before this runs (decision 013).
     */
    async updateIban(principal: Principal, input: UpdateIbanInput, ctx: RequestContext): Promise<IbanInfo> {
      const iban = normalizeIban(input.interimIban);
      const holder = await holderOf(principal.accountId);
      const toSubmit = await db.transaction(async (tx) => {
        await profiles.lockProfile(holder.personId, tx);
        const rows = await repository.list(holder.accountId, tx);
        if (rows.some((row) => row.status === 'VERIFIED' && row.iban === iban)) throw new DomainError('IBAN_ALREADY_VERIFIED');
        const waiting = rows.find((row) => row.status === 'PENDING');
        // The same IBAN again (a second click, another tab): the request already waiting stands.
        if (waiting?.iban === iban) return waiting.verificationRef === null ? waiting : null;
        const now = clock.now();
        await repository.cancelPending(holder.accountId, now, tx);
        const row = await repository.insertPending(
          { accountId: holder.accountId, iban, bankCode: ibanBankCode(iban), requestedAt: now },
          tx,
        );
        await audit.record(
          actorOf(principal, ctx),
          {
            action: 'profile.update-iban',
            entity: 'bank_account',
            entityId: row.id,
            before: waiting ? { pending: maskIban(waiting.iban) } : null,
            after: { status: 'PENDING', maskedIban: maskIban(iban) },
          },
          tx,
        );
        return row;
      });
      if (toSubmit) await submit(holder, toSubmit, { reqId: ctx.requestId });
      return ibanInfoOf(await repository.list(holder.accountId));
    },

    async loadIbanInfo(principal: Principal, ctx: RequestContext): Promise<IbanInfo> {
      const holder = await holderOf(principal.accountId);
      const trace = { reqId: ctx.requestId };
      try {
        await resolve(holder, trace);
      } catch (error) {
        // The bank being unreachable must not hide what is stored: the request shows as still waiting.
        log.warn({ ...trace, err: error }, 'IBAN verification check failed');
      }
      return ibanInfoOf(await repository.list(holder.accountId));
    },

    hasVerifiedIban: (accountId: string) => repository.hasVerified(accountId),

    /** Stops the pending checks (the app is closing; a later look resolves what they would have). */
    close(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
export type IbanService = ReturnType<typeof createIbanService>;
