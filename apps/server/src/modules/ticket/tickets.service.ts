import { z } from 'zod';
import {
  todayInRiyadh,
  type CreateTicketInput,
  type Page,
  type TicketClose,
  type TicketCreated,
  type TicketDetails,
  type TicketIdParams,
  type TicketReply,
  type TicketsListParams,
  type TicketSummary,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AttachmentFiles, IncomingFile } from '../attachment/attachment-files.ts';
import type { FileDownload } from '../attachment/attachment.service.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { ticketGroups } from '../config/config.service.ts';
import type { LookupService } from '../lookup/lookup.service.ts';
import type { OtpService } from '../otp/otp.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import { addWorkingDays } from '../service-level/service-clock.ts';
import { toTicketDetails, toTicketSummary, type TicketNamesReader } from './ticket-mappers.ts';
import { answerWorkingDays, replyEffect, ticketNumberOf } from './ticket-rules.ts';
import type { TicketStepper } from './ticket-steps.ts';
import type { TicketRepository, TicketRow } from './ticket.repository.ts';

export interface TicketsServiceDeps {
  db: Database;
  repository: TicketRepository;
  parameters: Pick<ParameterService, 'get'>;
  lookups: Pick<LookupService, 'children'>;
  names: TicketNamesReader;
  step: TicketStepper;
  otps: Pick<OtpService, 'verify'>;
  files: Pick<AttachmentFiles, 'store' | 'discard' | 'open'>;
  audit: AuditService;
  clock: Clock;
}

const notFound = () => new DomainError('NOT_FOUND');
/** What a visitor code's payload fixed at sendOTP: the national ID it was asked for. */
const visitorPayload = z.object({ nin: z.string() });

/**
 * Tickets (DOMAIN.md "Tickets"; docs/decisions/064-tickets.md): a visitor opens one with a code sent to their mobile
 * (the VISITOR code of /api/applicant/sendOTP), and whoever signs in with the ticket's national ID lists it, reads it
 * with its thread, replies and closes it. Another national ID's ticket is a 404.
 */
export function createTicketsService(deps: TicketsServiceDeps) {
  const { db, repository, parameters, lookups, names, step, otps, files, audit, clock } = deps;

  /** Refuses words longer than the operator's `crm.settings.maxDescriptionLength` (the schema allows 2,000). */
  async function checkLength(text: string, field: string): Promise<void> {
    const { maxDescriptionLength } = await parameters.get('crm.settings');
    if (text.length > maxDescriptionLength) {
      throw new DomainError('VALIDATION_FAILED', {
        fieldErrors: [{ field, code: 'too_big_string', values: { maximum: maxDescriptionLength } }],
      });
    }
  }

  /** The type, its category and the category's sub-category, each checked against the configuration lookups. */
  async function checkClassification(input: Pick<CreateTicketInput, 'ticketType' | 'category' | 'subCategory'>): Promise<void> {
    const has = (items: readonly { code: string }[], code: string) => items.some((item) => item.code === code);
    if (!has(await lookups.children(ticketGroups.type), input.ticketType)) throw new DomainError('TICKET_TYPE_UNKNOWN');
    if (!has(await lookups.children(ticketGroups.category, input.ticketType), input.category)) {
      throw new DomainError('TICKET_CATEGORY_UNKNOWN');
    }
    if (!has(await lookups.children(ticketGroups.subCategory, input.category), input.subCategory)) {
      throw new DomainError('TICKET_SUB_CATEGORY_UNKNOWN');
    }
  }

  /** The caller's national ID; a staff account has none and so no tickets. */
  const ninOf = (principal: Principal) => repository.ninOf(principal.accountId);

  /** A ticket of the caller's national ID, or NOT_FOUND. */
  async function ownTicket(principal: Principal, id: string): Promise<TicketRow> {
    const nin = await ninOf(principal);
    const row = nin !== null && isUuid(id) ? await repository.view(nin, id) : null;
    if (!row) throw notFound();
    return row;
  }

  async function detailsOfRow(row: TicketRow, ctx: Pick<RequestContext, 'language'>): Promise<TicketDetails> {
    return toTicketDetails(repository, row, await names(ctx.language), clock.now());
  }

  /** Runs `work` on the caller's ticket numbered `ticketNumber` under its lock, then answers its details. */
  async function onOwn(
    principal: Principal,
    ticketNumber: string,
    ctx: RequestContext,
    work: (row: TicketRow, now: Date, tx: Database) => Promise<void>,
  ): Promise<TicketDetails> {
    const nin = await ninOf(principal);
    if (nin === null) throw notFound();
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      const row = await repository.lockByNumber(nin, ticketNumber, tx);
      if (!row) throw notFound();
      await work(row, now, tx);
      return row.id;
    });
    return detailsOfRow(await ownTicket(principal, id), ctx);
  }

  return {
    /**
     * A visitor's ticket. Everything is checked before the code is tried (a refusal leaves the code usable); the
     * file is checked and stored through the file-storage port; the ticket is written in the code's own transaction
     * (otps.verify's `whenRight`), so the code is spent only with the ticket made. A failure removes the file.
     */
    async create(input: CreateTicketInput, file: IncomingFile | null, ctx: RequestContext): Promise<TicketCreated> {
      await checkClassification(input);
      await checkLength(input.description, 'body.description');
      const allowance = await parameters.get('ticket.answerWorkingDays');
      const stored = file ? await files.store(file, ctx) : null;
      let ticketNumber = '';
      try {
        await otps.verify(input.otpId, input.oneTimePassword, { purposes: ['VISITOR'] }, async (tx, code) => {
          const asked = visitorPayload.safeParse(code.payload);
          // A code asked for another national ID or mobile proves nothing about these.
          if (code.accountId !== null || !asked.success || asked.data.nin !== input.nin || code.mobile !== input.mobile) {
            throw new DomainError('OTP_EXPIRED');
          }
          const now = clock.now();
          const today = todayInRiyadh(now);
          ticketNumber = ticketNumberOf(today.slice(0, 4), await repository.nextNumber(tx));
          const row = await repository.insert(
            {
              ticketNumber,
              nin: input.nin,
              mobile: input.mobile,
              ticketType: input.ticketType,
              category: input.category,
              subCategory: input.subCategory,
              description: input.description,
              status: 'OPEN',
              ...(stored
                ? {
                    fileName: stored.fileName,
                    fileContentType: stored.contentType,
                    fileSizeBytes: stored.sizeBytes,
                    fileSha256: stored.sha256,
                    fileStorageKey: stored.storageKey,
                  }
                : {}),
              raisedAt: now,
              promisedBy: addWorkingDays(today, answerWorkingDays(allowance, input.ticketType)),
              updatedAt: now,
            },
            tx,
          );
          await repository.addHistory(
            { ticketId: row.id, fromStatus: null, toStatus: 'OPEN', by: 'APPLICANT', actorAccountId: null, at: now },
            tx,
          );
          await audit.record(
            { accountId: null, ip: ctx.ip, requestId: ctx.requestId },
            {
              action: 'ticket.create',
              entity: 'ticket',
              entityId: row.id,
              after: {
                ticketNumber,
                ticketType: input.ticketType,
                category: input.category,
                subCategory: input.subCategory,
                file: stored?.fileName ?? null,
              },
            },
            tx,
          );
        });
      } catch (error) {
        if (stored) await files.discard(stored.storageKey);
        throw error;
      }
      return { ticketNumber };
    },

    /** registered-tickets/{a}/{b}: page `a` (from 0) of `b` tickets of the caller's national ID, newest first. */
    async registeredTickets(principal: Principal, input: TicketsListParams, ctx: RequestContext): Promise<Page<TicketSummary>> {
      const nin = await ninOf(principal);
      if (nin === null) return { items: [], page: input.a, pageSize: input.b, total: 0 };
      const [rows, total, name] = await Promise.all([
        repository.list(nin, { offset: input.a * input.b, limit: input.b }),
        repository.count(nin),
        names(ctx.language),
      ]);
      const now = clock.now();
      return { items: rows.map((row) => toTicketSummary(row, name, now)), page: input.a, pageSize: input.b, total };
    },

    async ticketDetails(principal: Principal, input: TicketIdParams, ctx: RequestContext): Promise<TicketDetails> {
      return detailsOfRow(await ownTicket(principal, input.id), ctx);
    },

    /** The ticket's file as the visitor sent it; NOT_FOUND when the ticket is not the caller's or has none. */
    async ticketFile(principal: Principal, input: TicketIdParams): Promise<FileDownload> {
      const row = await ownTicket(principal, input.id);
      if (row.fileStorageKey === null || row.fileName === null || row.fileContentType === null || row.fileSizeBytes === null) {
        throw notFound();
      }
      return {
        fileName: row.fileName,
        contentType: row.fileContentType,
        sizeBytes: row.fileSizeBytes,
        stream: await files.open(row.fileStorageKey),
      };
    },

    /** The beneficiary's reply: joins the thread; an ANSWERED ticket goes back to IN_PROGRESS; a CLOSED one refuses. */
    async reply(principal: Principal, input: TicketReply, ctx: RequestContext): Promise<TicketDetails> {
      await checkLength(input.reply, 'body.reply');
      return onOwn(principal, input.ticketNumber, ctx, async (row, now, tx) => {
        const effect = replyEffect(row.status);
        if (effect === null) throw new DomainError('TICKET_STEP_NOT_ALLOWED');
        const actor = actorOf(principal, ctx);
        if (effect === 'followUp') await step(row, 'followUp', actor, now, tx);
        await repository.addMessage(
          { ticketId: row.id, by: 'BENEFICIARY', authorAccountId: principal.actorAccountId, body: input.reply, at: now },
          tx,
        );
        await audit.record(
          actor,
          { action: 'ticket.reply', entity: 'ticket', entityId: row.id, after: { ticketNumber: row.ticketNumber } },
          tx,
        );
      });
    },

    /** The beneficiary closes their ticket. */
    async close(principal: Principal, input: TicketClose, ctx: RequestContext): Promise<TicketDetails> {
      return onOwn(principal, input.ticketNumber, ctx, async (row, now, tx) => {
        await step(row, 'close', actorOf(principal, ctx), now, tx);
      });
    },

    /** Staff read any ticket (the case workers' steps answer with it). */
    async detailsOf(id: string, ctx: Pick<RequestContext, 'language'>): Promise<TicketDetails> {
      const row = await repository.view(null, id);
      if (!row) throw notFound();
      return detailsOfRow(row, ctx);
    },
  };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
