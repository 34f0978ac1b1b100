import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { RouteLimit } from '../../plugins/rate-limit.ts';
import { replyWithFile } from '../attachment/download-reply.ts';
import type { LetterFile, LettersService } from './letters.service.ts';

const tenMinutes = 10 * 60_000;
const hour = 60 * 60_000;

/**
 * Checks from one address (a visitor's door): enough for a bank clerk checking letter after letter, too few to guess a
 * number and a national ID together; beside the ceiling every visitor door has (API_RATE_LIMIT_PER_IP).
 */
export const checkLetterLimit: RouteLimit = { bucket: 'check-letter:ip', max: 30, windowMs: tenMinutes, key: 'ip' };

/** Letters one person issues: each is a stored PDF. */
export const generateLetterLimit: RouteLimit = { bucket: 'generate-letter:account', max: 30, windowMs: hour, key: 'account' };

/** A letter's PDF as a download, never cached on the way (it names a person). */
const asPdf = (file: LetterFile) => ({ ...file, contentType: 'application/pdf' });

/** The letter endpoints (spec §7 "History and letters"): each hands the input and the context to one method. */
export async function letterRoutes(app: FastifyInstance, { letters }: { letters: LettersService }) {
  const e = contract.letter;
  registerEndpoint(
    app,
    e.generateLetter,
    async ({ body, ctx, request, reply }) => {
      const file = await letters.generateLetter(requirePrincipal(request), body, ctx);
      void reply.header('cache-control', 'no-store');
      return replyWithFile(reply, asPdf(file));
    },
    { limits: [generateLetterLimit] },
  );
  registerEndpoint(
    app,
    e.checkLetter,
    async ({ body, reply }) => {
      const file = await letters.checkLetter(body);
      void reply.header('cache-control', 'no-store');
      return replyWithFile(reply, asPdf(file));
    },
    { limits: [checkLetterLimit] },
  );
}
