import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { RouteLimit } from '../../plugins/rate-limit.ts';
import type { RegistrationService } from './registration.service.ts';

const tenMinutes = 10 * 60_000;
/** Attempts from one address on a public door that sends an SMS or tests a guess. */
const perIp = (bucket: string): RouteLimit => ({ bucket, max: 30, windowMs: tenMinutes, key: 'ip' });
/** A door's limits: per address, and per subject (the NIN or mobile the SMS or the guess is about) from any address. */
const door = (name: string, subject: string): RouteLimit[] => [
  perIp(`${name}:ip`),
  { bucket: `${name}:${subject}`, max: 5, windowMs: tenMinutes, key: { body: subject } },
];
/** reset-password's two steps share a path: the first sends the code (nin, birth date), the second sets the password. */
const resetStepOne = (request: FastifyRequest) => typeof request.body === 'object' && request.body !== null && 'nin' in request.body;

export async function registrationRoutes(app: FastifyInstance, { registration }: { registration: RegistrationService }) {
  const e = contract.registration;

  registerEndpoint(app, e.register, ({ body, request }) => registration.register(body, request), { limits: door('registration', 'nin') });
  registerEndpoint(app, e.confirmMobile, ({ body, request }) => registration.confirmMobile(body, request), {
    limits: [perIp('registration-confirm:ip')],
  });
  registerEndpoint(app, e.resendOtp, ({ params }) => registration.resendOtp(params.id));
  registerEndpoint(app, e.applicantSendOtp, ({ body, request }) => registration.applicantSendOtp(body, request), {
    limits: door('visitor', 'mobile'),
  });
  registerEndpoint(app, e.applicantVerify, ({ body }) => registration.applicantVerify(body), {
    limits: [perIp('visitor-verify:ip')],
  });
  registerEndpoint(app, e.elderlyCreate, ({ body, request }) => registration.elderlyCreate(body, requirePrincipal(request), request));
  registerEndpoint(app, e.resetPassword, ({ body, request }) => registration.resetPassword(body, request), {
    limits: [
      ...door('reset-password', 'nin').map((limit) => ({ ...limit, when: resetStepOne })),
      { ...perIp('reset-password-confirm:ip'), when: (request) => !resetStepOne(request) },
    ],
  });
  registerEndpoint(app, e.confirmMigrateUser, ({ params, request }) =>
    registration.confirmMigrateUser(params.id, requirePrincipal(request), request),
  );
}
