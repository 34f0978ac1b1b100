import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { RegistrationService } from './registration.service.ts';

export async function registrationRoutes(app: FastifyInstance, { registration }: { registration: RegistrationService }) {
  const e = contract.registration;

  registerEndpoint(app, e.register, ({ body, request }) => registration.register(body, request));
  registerEndpoint(app, e.confirmMobile, ({ body, request }) => registration.confirmMobile(body, request));
  registerEndpoint(app, e.resendOtp, ({ params }) => registration.resendOtp(params.id));
  registerEndpoint(app, e.applicantSendOtp, ({ body, request }) => registration.applicantSendOtp(body, request));
  registerEndpoint(app, e.applicantVerify, ({ body, request }) => registration.applicantVerify(body, request));
  registerEndpoint(app, e.elderlyCreate, ({ body, request }) => registration.elderlyCreate(body, requirePrincipal(request), request));
  registerEndpoint(app, e.resetPassword, ({ body, request }) => registration.resetPassword(body, request));
  registerEndpoint(app, e.confirmMigrateUser, ({ params, request }) =>
    registration.confirmMigrateUser(params.id, requirePrincipal(request), request),
  );
}
