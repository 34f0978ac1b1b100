import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { mobileSchema, ninSchema } from '../common/fields.ts';
import { successSchema } from './identity.schemas.ts';

export const outboxMessageSchema = z.object({ mobile: z.string(), text: z.string(), code: z.string().nullable(), createdAt: z.string() });
export const emailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
const transId = z.object({ transId: z.string().trim().min(1).max(64) });

/** A demo account as the demo tools list it: who it is and the state its sign-in is in now. */
export const demoAccountSchema = z.object({
  nin: z.string(),
  username: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  mobile: z.string(),
  status: z.enum(['PENDING_MOBILE', 'ACTIVE', 'DELETED']),
  locked: z.boolean(),
});

/** A demo account named by its national id (the reset). */
export const demoAccountInputSchema = z.object({ nin: ninSchema });
export type DemoAccountInput = z.infer<typeof demoAccountInputSchema>;

/**
 * Demo-mode aids for testers (never in production, where every /api/dev/* is 404): what a real phone, mailbox,
 * eye or identity app would give them.
 */
export const dev = {
  smsOutbox: defineEndpoint({
    method: 'GET',
    path: '/api/dev/sms-outbox',
    summary: 'Demo mode: SMS sent to a mobile, newest first',
    access: 'public',
    query: z.object({ mobile: mobileSchema.optional() }),
    response: z.array(outboxMessageSchema),
  }),
  emailOutbox: defineEndpoint({
    method: 'GET',
    path: '/api/dev/email-outbox',
    summary: 'Demo mode: e-mails sent, newest first',
    access: 'public',
    query: z.object({ email: z.string().max(254).optional() }),
    response: z.array(emailMessageSchema),
  }),
  captchaAnswer: defineEndpoint({
    method: 'GET',
    path: '/api/dev/captcha-answer',
    summary: "Demo mode: the answer of the caller's current captcha",
    access: 'public',
    response: z.object({ answer: z.string() }),
  }),
  iamPending: defineEndpoint({
    method: 'GET',
    path: '/api/dev/iam/pending',
    summary: 'Demo mode: single sign-on requests waiting for the person, for the simulator screen',
    access: 'public',
    response: z.array(
      z.object({ transId: z.string(), username: z.string(), random: z.string(), choices: z.array(z.string()), createdAt: z.string() }),
    ),
  }),
  iamApprove: defineEndpoint({
    method: 'POST',
    path: '/api/dev/iam/{transId}/approve',
    summary: 'Demo mode: the identity provider simulator approves a request',
    access: 'public',
    params: transId,
    response: successSchema,
  }),
  iamReject: defineEndpoint({
    method: 'POST',
    path: '/api/dev/iam/{transId}/reject',
    summary: 'Demo mode: the identity provider simulator rejects a request',
    access: 'public',
    params: transId,
    response: successSchema,
  }),
  demoAccounts: defineEndpoint({
    method: 'GET',
    path: '/api/dev/demo-accounts',
    summary: 'Demo mode: the demo accounts of the README and the state of each',
    access: 'public',
    response: z.array(demoAccountSchema),
  }),
  resetDemoAccount: defineEndpoint({
    method: 'POST',
    path: '/api/dev/demo-accounts/{nin}/reset',
    summary:
      'Demo mode: puts a demo account back in its seeded sign-in state (password, mobile, flags, relation to confirm) and ends its sessions',
    access: 'public',
    params: demoAccountInputSchema,
    response: successSchema,
  }),
};
