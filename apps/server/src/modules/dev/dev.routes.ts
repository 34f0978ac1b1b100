import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Services } from '../../compose.ts';

/**
 * Demo-mode aids (issue "Identity"): what a tester's phone, mailbox and identity app would show. Registered only in
 * demo mode, so in production every /api/dev/* path is an ordinary 404.
 */
export async function devRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { smsOutbox, emailOutbox, idpSimulator, demoAccounts } = services.local;
  const e = contract.dev;
  registerEndpoint(app, e.smsOutbox, async ({ query }) =>
    (await smsOutbox.list(query.mobile)).map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
  );
  registerEndpoint(app, e.emailOutbox, async ({ query }) =>
    (await emailOutbox.list(query.email)).map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
  );
  registerEndpoint(app, e.captchaAnswer, async ({ request }) => ({
    answer: await services.captchas.currentAnswer(services.cookies.captcha.read(request)),
  }));
  registerEndpoint(app, e.iamPending, async () => {
    const since = new Date(services.adapters.clock.now().getTime() - 10 * 60_000);
    return (await idpSimulator.pending(since)).map((row) => ({
      transId: row.transId,
      username: row.username,
      random: row.random,
      choices: row.choices,
      createdAt: row.createdAt.toISOString(),
    }));
  });
  registerEndpoint(app, e.iamApprove, async ({ params }) => {
    if (!(await idpSimulator.decide(params.transId, 'COMPLETED'))) throw new DomainError('NOT_FOUND');
    return { success: true as const };
  });
  registerEndpoint(app, e.iamReject, async ({ params }) => {
    if (!(await idpSimulator.decide(params.transId, 'REJECTED'))) throw new DomainError('NOT_FOUND');
    return { success: true as const };
  });
  // A case worker's step on an appeal until the back office has screens; the audit line names no account.
  registerEndpoint(app, contract.devAppeal.caseStep, ({ params, body, ctx }) => {
    const actor = { accountId: null, ip: ctx.ip, requestId: ctx.requestId };
    const input = { appealNbr: params.appealNbr, comment: body.comment, documentTypes: body.documentTypes };
    const decisions = services.appealDecisions;
    if (params.step === 'take') return decisions.take(actor, input, ctx.language);
    if (params.step === 'ask-documents') return decisions.askForDocuments(actor, input, ctx.language);
    if (params.step === 'approve') return decisions.approve(actor, input, ctx.language);
    return decisions.reject(actor, input, ctx.language);
  });
  // A case worker's step on a payment complaint, likewise.
  registerEndpoint(app, contract.devComplaint.caseStep, ({ params, body, ctx }) => {
    const actor = { accountId: null, ip: ctx.ip, requestId: ctx.requestId };
    const input = { paymentComplainNbr: params.paymentComplainNbr, comment: body.comment };
    const decisions = services.complaintDecisions;
    if (params.step === 'take') return decisions.take(actor, input, ctx.language);
    if (params.step === 'request-info') return decisions.requestInfo(actor, input, ctx.language);
    if (params.step === 'resolve') return decisions.resolve(actor, input, ctx.language);
    return decisions.reject(actor, input, ctx.language);
  });
  // A case worker's step on a ticket, likewise.
  registerEndpoint(app, contract.devTicket.caseStep, ({ params, body, ctx }) => {
    const actor = { accountId: null, ip: ctx.ip, requestId: ctx.requestId };
    const input = { ticketNumber: params.number, comment: body.comment };
    const decisions = services.ticketDecisions;
    if (params.step === 'take') return decisions.take(actor, input, ctx.language);
    if (params.step === 'reply') return decisions.reply(actor, input, ctx.language);
    return decisions.close(actor, input, ctx.language);
  });
  // A case worker's field visits, likewise: schedule one to a house, record its result or cancel it.
  registerEndpoint(app, contract.devVisit.schedule, ({ body, ctx }) =>
    services.visitOffice.schedule({ accountId: null, ip: ctx.ip, requestId: ctx.requestId }, body, ctx.language),
  );
  registerEndpoint(app, contract.devVisit.caseStep, ({ params, body, ctx }) => {
    const actor = { accountId: null, ip: ctx.ip, requestId: ctx.requestId };
    const input = { id: params.id, outcome: body.outcome, note: body.note };
    const office = services.visitOffice;
    if (params.step === 'done') return office.recordDone(actor, input, ctx.language);
    if (params.step === 'missed') return office.recordMissed(actor, input, ctx.language);
    return office.cancel(actor, input, ctx.language);
  });
  // A case worker's verification of an able-to-work profile (decision 070), likewise.
  registerEndpoint(app, contract.devTamkeen.verifyProfile, ({ params, ctx }) =>
    services.tamkeenProfile.verifyProfile({ accountId: null, ip: ctx.ip, requestId: ctx.requestId }, params.nin),
  );
  // A case worker's step on a change-track request (decision 073), likewise.
  registerEndpoint(app, contract.devTamkeenTrack.caseStep, ({ params, body, ctx }) =>
    services.tamkeenTrack.caseStep({ accountId: null, ip: ctx.ip, requestId: ctx.requestId }, params.id, params.step, body.comment),
  );
  // A case worker's record of how a tamkeen appointment went (decision 072), likewise.
  registerEndpoint(app, contract.devTamkeenPlan.appointmentResult, ({ params, body, ctx }) =>
    services.tamkeenAppointments.recordResult(
      { accountId: null, ip: ctx.ip, requestId: ctx.requestId },
      params.id,
      body.status,
      ctx.language,
    ),
  );
  // The case worker's office (decision 074), likewise: partners, plans and appointments.
  const office = contract.devTamkeenPlan;
  const caseWorker = (ctx: { ip: string; requestId: string }) => ({ accountId: null, ip: ctx.ip, requestId: ctx.requestId });
  registerEndpoint(app, office.partnerCreate, ({ body, ctx }) => services.tamkeenPartners.createPartner(caseWorker(ctx), body));
  registerEndpoint(app, office.partnerActive, ({ params, body, ctx }) =>
    services.tamkeenPartners.setPartnerActive(caseWorker(ctx), params.code, body.active),
  );
  registerEndpoint(app, office.planCreate, ({ params, body, ctx }) =>
    services.tamkeenPlan.createPlan(caseWorker(ctx), params.nin, body, ctx.language),
  );
  registerEndpoint(app, office.planAddAction, ({ params, body, ctx }) =>
    services.tamkeenPlan.addPlanAction(caseWorker(ctx), params.id, body, ctx.language),
  );
  registerEndpoint(app, office.planClose, ({ params, body, ctx }) =>
    services.tamkeenPlan.closePlan(caseWorker(ctx), params.id, body, ctx.language),
  );
  registerEndpoint(app, office.appointmentSchedule, ({ params, body, ctx }) =>
    services.tamkeenAppointments.schedule(caseWorker(ctx), params.nin, body, ctx.language),
  );
  registerEndpoint(app, office.appointmentCancel, ({ params, body, ctx }) =>
    services.tamkeenAppointments.cancelAsCaseWorker(caseWorker(ctx), params.id, body, ctx.language),
  );
  // A partner's job offer to a person, and its withdrawal (decision 071), likewise.
  registerEndpoint(app, contract.devTamkeenOpportunity.offer, ({ params, body, ctx }) =>
    services.tamkeenOpportunity.devOffer({ accountId: null, ip: ctx.ip, requestId: ctx.requestId }, params.nin, body),
  );
  registerEndpoint(app, contract.devTamkeenOpportunity.withdraw, ({ params, ctx }) =>
    services.tamkeenOpportunity.devWithdraw({ accountId: null, ip: ctx.ip, requestId: ctx.requestId }, params),
  );
  registerEndpoint(app, e.demoAccounts, () => demoAccounts.list());
  registerEndpoint(app, e.resetDemoAccount, ({ params, ctx }) => demoAccounts.reset(params, ctx));
}
