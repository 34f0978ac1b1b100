import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { DependentPaymentService } from './dependent-payment.service.ts';
import type { PaymentService } from './payment.service.ts';

/** The payment endpoints (decision 058): each hands the caller, the validated input and the context to one method. */
export async function paymentRoutes(
  app: FastifyInstance,
  { payments, dependentPayments }: { payments: PaymentService; dependentPayments: DependentPaymentService },
) {
  const e = contract.payment;
  registerEndpoint(app, e.paymentSummary, ({ body, ctx, request }) => payments.paymentSummary(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.paymentHistory, ({ body, ctx, request }) => payments.paymentHistory(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.deductionMessages, ({ body, ctx, request }) => payments.deductionMessages(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.additionalPaymentHistory, ({ params, ctx, request }) =>
    payments.additionalPaymentHistory(requirePrincipal(request), params, ctx),
  );
  registerEndpoint(app, e.paymentRefundHistory, ({ params, ctx, request }) =>
    payments.paymentRefundHistory(requirePrincipal(request), params, ctx),
  );
  registerEndpoint(app, e.dependentPaymentSummary, ({ body, request }) =>
    dependentPayments.dependentPaymentSummary(requirePrincipal(request), body),
  );
  registerEndpoint(app, e.dependentPaymentHistory, ({ body, request }) =>
    dependentPayments.dependentPaymentHistory(requirePrincipal(request), body),
  );
}
