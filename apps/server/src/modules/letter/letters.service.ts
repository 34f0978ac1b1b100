import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  letterNumberPattern,
  todayInRiyadh,
  toHijri,
  type CheckLetterInput,
  type GenerateLetterInput,
  type LookupItem,
  type ProgramSummary,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/file-storage/file-storage.ts';
import type { Log } from '../../platform/logger.ts';
import type { PdfRenderer } from '../../platform/pdf/pdf.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { letterDocument } from './letter-content.ts';
import { isLetterTypeCode, type LetterFactsReader } from './letter-facts.ts';
import type { LetterRepository } from './letter.repository.ts';

export interface LettersServiceDeps {
  db: Database;
  repository: LetterRepository;
  facts: LetterFactsReader;
  programs: { list(): Promise<ProgramSummary[]> };
  lookups: { group(group: 'letters'): Promise<LookupItem[]> };
  pdf: PdfRenderer;
  storage: FileStorage;
  audit: AuditService;
  clock: Clock;
  log: Log;
  /** The web app's address (PUBLIC_URL): the QR code opens its check-letter screen. */
  publicUrl: string;
}

/** A letter's PDF as the routes send it. */
export interface LetterFile {
  fileName: string;
  sizeBytes: number;
  stream: Readable;
}

/** The social-security program, which a request that names none is about. */
export const defaultLetterProgramId = 3001;

/** Crockford's base 32: no I, L, O or U to misread when the number is typed from paper. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const randomCode = (length: number) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** The one answer check-letter gives to everything but a right pair. */
const checkFailed = () => new DomainError('LETTER_CHECK_FAILED');

/** The address the QR code opens: the check-letter screen (a hash route) with the number filled in. */
export function checkLetterUrl(publicUrl: string, letterNumber: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/#/check-letter?number=${encodeURIComponent(letterNumber)}`;
}

/** Whether two national IDs are the same, in a time that does not depend on where they differ. */
function sameNin(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Letters (docs/decisions/063-letters.md): issue one about the caller, from their published records, stored so that a
 * check answers the same bytes; and check one, with its number and the holder's national ID, answering its PDF or one
 * refusal that says nothing of why.
 */
export function createLettersService(deps: LettersServiceDeps) {
  const { db, repository, facts, programs, lookups, pdf, storage, audit, clock, log, publicUrl } = deps;

  async function programOf(programId: number): Promise<ProgramSummary> {
    const found = (await programs.list()).find((program) => program.id === programId);
    // The Ramadan reward (spec §6) and a program that does not exist get the same answer: no letters for it.
    if (!found?.lettersAllowed) throw new DomainError('LETTER_PROGRAM_EXCLUDED');
    return found;
  }

  return {
    /** Issues a letter of `letterType` about the caller and answers its PDF. */
    async generateLetter(principal: Principal, input: GenerateLetterInput, ctx: RequestContext): Promise<LetterFile> {
      const type = (await lookups.group('letters')).find((item) => item.code === input.letterType);
      if (!type || !isLetterTypeCode(type.code)) throw new DomainError('LETTER_TYPE_UNKNOWN');
      const program = await programOf(input.programId ?? defaultLetterProgramId);
      const holder = await repository.holderOf(principal.accountId);
      if (!holder) throw new DomainError('NOT_FOUND');
      const body = await facts.bodyOf(principal, type.code, program.id, ctx);

      const now = clock.now();
      const issuedOn = todayInRiyadh(now);
      const letterNumber = `SL-${issuedOn.slice(0, 4)}-${randomCode(10)}`;
      const verificationCode = randomCode(8);
      const bytes = await pdf.render(
        letterDocument({
          type,
          program,
          holder,
          letterNumber,
          verificationCode,
          issuedOn,
          issuedOnHijri: toHijri(issuedOn),
          checkUrl: checkLetterUrl(publicUrl, letterNumber),
          body,
        }),
      );

      // The bytes first, under a key of their own; the row that points at them commits with its audit line, or the
      // bytes are removed again.
      const storageKey = `letter-${randomUUID()}`;
      const stored = await storage.put(storageKey, Readable.from([bytes]));
      try {
        await db.transaction(async (tx) => {
          const row = await repository.insert(
            {
              letterNumber,
              verificationCode,
              letterType: type.code,
              programId: program.id,
              holderAccountId: principal.accountId,
              holderNin: holder.nin,
              language: ctx.language,
              storageKey,
              sizeBytes: stored.size,
              sha256: stored.sha256,
              issuedAt: now,
            },
            tx,
          );
          await audit.record(
            actorOf(principal, ctx),
            {
              action: 'letter.generate',
              entity: 'letter',
              entityId: row.id,
              after: { letterNumber, letterType: type.code, programId: program.id },
            },
            tx,
          );
        });
      } catch (error) {
        await storage.remove(storageKey).catch((removal: unknown) => log.warn({ err: removal, storageKey }, 'letter file left behind'));
        throw error;
      }
      return { fileName: `${letterNumber}.pdf`, sizeBytes: bytes.length, stream: Readable.from([bytes]) };
    },

    /** The stored PDF of the letter with this number when the national ID is its holder's; else the one refusal. */
    async checkLetter(input: CheckLetterInput): Promise<LetterFile> {
      if (!letterNumberPattern.test(input.letterNumber)) throw checkFailed();
      const row = await repository.findByNumber(input.letterNumber);
      if (!row || !sameNin(row.holderNin, input.nationalId)) throw checkFailed();
      return { fileName: `${row.letterNumber}.pdf`, sizeBytes: row.sizeBytes, stream: await storage.open(row.storageKey) };
    },
  };
}
export type LettersService = ReturnType<typeof createLettersService>;
