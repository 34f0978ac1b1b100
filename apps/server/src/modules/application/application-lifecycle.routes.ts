import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract, idempotencyKeySchema } from '@sanad/contract';
import { DomainError } from '../../platform/errors.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { ApplicationLifecycleService } from './application-lifecycle.service.ts';
import type { ApplicationReadsService } from './application-reads.service.ts';

/** The optional `Idempotency-Key` header of submit (1..100 characters), null without one. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field: 'headers.idempotency-key', code: 'invalid' }] });
  return parsed.data;
}

/** The application lifecycle endpoints: each hands the caller, the validated input and the context to one method. */
export async function applicationLifecycleRoutes(
  app: FastifyInstance,
  { reads, lifecycle }: { reads: ApplicationReadsService; lifecycle: ApplicationLifecycleService },
) {
  const e = contract.application;
  registerEndpoint(app, e.validateApplication, ({ params, ctx, request }) =>
    reads.validateApplication(requirePrincipal(request), params, ctx),
  );
  registerEndpoint(app, e.loadApplications, ({ request }) => reads.loadApplications(requirePrincipal(request)));
  registerEndpoint(app, e.loadApplication, ({ params, request }) => reads.loadApplication(requirePrincipal(request), params));
  registerEndpoint(app, e.loadDetails, ({ params, request }) => reads.loadDetails(requirePrincipal(request), params));
  registerEndpoint(app, e.loadForProgramApplication, ({ request }) => reads.loadForProgramApplication(requirePrincipal(request)));
  registerEndpoint(app, e.loadHomeApplications, ({ request }) => reads.loadHomeApplications(requirePrincipal(request)));
  registerEndpoint(app, e.loadUserIban, ({ ctx, request }) => reads.loadUserIban(requirePrincipal(request), ctx));
  registerEndpoint(app, e.loadApplicationSts, ({ params, request }) => reads.loadApplicationSts(requirePrincipal(request), params));
  registerEndpoint(app, e.hasPendingDocument, ({ request }) => reads.hasPendingDocument(requirePrincipal(request)));
  registerEndpoint(app, e.remainingBanPeriod, ({ request }) => reads.remainingBanPeriod(requirePrincipal(request)));
  registerEndpoint(app, e.loadHomeCycleSummary, ({ params, ctx, request }) =>
    reads.loadHomeCycleSummary(requirePrincipal(request), params, ctx),
  );
  registerEndpoint(app, e.saveDetails, ({ body, ctx, request }) => lifecycle.saveDetails(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.submit, ({ body, ctx, request }) =>
    lifecycle.submit(requirePrincipal(request), { ...body, idempotencyKey: idempotencyKeyOf(request) }, ctx),
  );
  registerEndpoint(app, e.cancelSubmit, ({ params, ctx, request }) => lifecycle.cancelSubmit(requirePrincipal(request), params, ctx));
  registerEndpoint(app, e.withdraw, ({ body, ctx, request }) => lifecycle.withdraw(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.resumePayment, ({ body, ctx, request }) => lifecycle.resumePayment(requirePrincipal(request), body, ctx));
}
