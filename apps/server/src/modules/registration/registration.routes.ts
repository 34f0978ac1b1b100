import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { RouteLimit } from '../../plugins/rate-limit.ts';
import { browserOf, type BrowserCookies } from '../auth/browser.ts';
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

export async function registrationRoutes(
  app: FastifyInstance,
  {
    registration,
    cookies,
  }: {
    registration: RegistrationService;
    /** The browser at a visitor's door: its captcha cookie. */
    cookies: BrowserCookies;
  },
) {
  const e = contract.registration;
  const browser = (request: FastifyRequest) => browserOf(request, cookies);

  registerEndpoint(app, e.register, ({ body, request, ctx }) => registration.register(browser(request), body, ctx), {
    limits: door('registration', 'nin'),
  });
  registerEndpoint(app, e.confirmMobile, ({ body, ctx }) => registration.confirmMobile(body, ctx), {
    limits: [perIp('registration-confirm:ip')],
  });
  registerEndpoint(app, e.resendOtp, ({ params }) => registration.resendOtp(params));
  registerEndpoint(app, e.applicantSendOtp, ({ body, request }) => registration.applicantSendOtp(browser(request), body), {
    limits: door('visitor', 'mobile'),
  });
  registerEndpoint(app, e.applicantVerify, ({ body }) => registration.applicantVerify(body), {
    limits: [perIp('visitor-verify:ip')],
  });
  registerEndpoint(app, e.elderlyCreate, ({ body, request, ctx }) => registration.elderlyCreate(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.resetPassword, ({ body, request, ctx }) => registration.resetPassword(browser(request), body, ctx), {
    limits: [
      ...door('reset-password', 'nin').map((limit) => ({ ...limit, when: resetStepOne })),
      { ...perIp('reset-password-confirm:ip'), when: (request) => !resetStepOne(request) },
    ],
  });
  registerEndpoint(app, e.confirmMigrateUser, ({ params, request, ctx }) =>
    registration.confirmMigrateUser(requirePrincipal(request), params, ctx),
  );
}
