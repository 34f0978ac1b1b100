import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { captchaImageType } from '../../platform/captcha/captcha-image.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { RouteLimit } from '../../plugins/rate-limit.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { AuthService } from './auth.service.ts';
import type { EmergencyLoginService } from './emergency-login.service.ts';

export async function authRoutes(
  app: FastifyInstance,
  {
    auth,
    captchas,
    sessions,
    loginRateLimit,
    emergencyLogin,
  }: {
    auth: AuthService;
    captchas: CaptchaService;
    sessions: SessionService;
    emergencyLogin: EmergencyLoginService;
    /** Sign-in attempts a minute per address, and per username from one address (LOGIN_RATE_LIMIT_PER_IP, _PER_USERNAME). */
    loginRateLimit: { perIp: number; perUsername: number };
  },
) {
  const e = contract.auth;
  // Every sign-in door counts in the same two buckets, before the captcha or any hash is checked (decision 014). The
  // national ID is counted per address: counted alone, eleven captcha-less requests a minute from anywhere kept its
  // owner out of every door, Nafath included. Guesses spread over many addresses meet the account lock (decision 012).
  const signIn: RouteLimit[] = [
    { bucket: 'sign-in:ip', max: loginRateLimit.perIp, windowMs: 60_000, key: 'ip' },
    { bucket: 'sign-in:username', max: loginRateLimit.perUsername, windowMs: 60_000, key: { body: 'username', perAddress: true } },
  ];

  registerEndpoint(app, e.login, ({ body, request }) => auth.login(body, request), { limits: signIn });
  registerEndpoint(app, e.confirmOtp, ({ body, request, reply }) => auth.confirmOtp(body, request, reply), { limits: signIn });
  registerEndpoint(app, e.resendOtp, ({ params, request }) => auth.resendOtp(params.id, request));
  registerEndpoint(app, e.iamLogin, ({ body, request }) => auth.iamLogin(body, request), { limits: signIn });
  registerEndpoint(app, e.iamCheckStatus, ({ body, request, reply }) => auth.iamCheckStatus(body, request, reply));
  registerEndpoint(app, e.whitelistAuthenticate, ({ body, request }) => auth.whitelistAuthenticate(body, request), { limits: signIn });
  registerEndpoint(app, e.whitelistConfirmOtp, ({ body, request, reply }) => auth.whitelistConfirmOtp(body, request, reply), {
    limits: signIn,
  });
  registerEndpoint(app, e.currentUser, async ({ request, reply }) => {
    const principal = requirePrincipal(request);
    const expiresAt = await sessions.idleExpiry(request);
    sessions.refreshExpiryCookie(request, reply, expiresAt);
    return auth.currentUser(principal, expiresAt, sessions.loaded(request));
  });
  // Public (an expired session may still sign out), but it ends the caller's session when there is one.
  registerEndpoint(app, e.logout, ({ request, reply }) => auth.logout(request, reply), { readsSession: true });
  registerEndpoint(app, e.loadEmergencyApplicant, ({ request }) => emergencyLogin.applicants(requirePrincipal(request)));
  registerEndpoint(app, e.loginToApplicantAccount, ({ params, request, reply }) =>
    emergencyLogin.enter(requirePrincipal(request), params.id, request, reply),
  );
  registerEndpoint(app, e.captchaImage, async ({ request, reply }) => {
    const image = await captchas.newImage(request, reply);
    reply.type(captchaImageType).header('cache-control', 'no-store');
    return image;
  });
}
