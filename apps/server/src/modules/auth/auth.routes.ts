import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { captchaImageType } from '../../platform/captcha/captcha-image.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { AuthService } from './auth.service.ts';

export async function authRoutes(
  app: FastifyInstance,
  { auth, captchas, sessions }: { auth: AuthService; captchas: CaptchaService; sessions: SessionService },
) {
  const e = contract.auth;

  registerEndpoint(app, e.login, ({ body, request }) => auth.login(body, request));
  registerEndpoint(app, e.confirmOtp, ({ body, request, reply }) => auth.confirmOtp(body, request, reply));
  registerEndpoint(app, e.resendOtp, ({ params, request }) => auth.resendOtp(params.id, request));
  registerEndpoint(app, e.iamLogin, ({ body, request }) => auth.iamLogin(body, request));
  registerEndpoint(app, e.iamCheckStatus, ({ body, request, reply }) => auth.iamCheckStatus(body, request, reply));
  registerEndpoint(app, e.whitelistAuthenticate, ({ body, request }) => auth.whitelistAuthenticate(body, request));
  registerEndpoint(app, e.whitelistConfirmOtp, ({ body, request, reply }) => auth.whitelistConfirmOtp(body, request, reply));
  registerEndpoint(app, e.currentUser, async ({ request, reply }) => {
    const principal = requirePrincipal(request);
    const expiresAt = await sessions.idleExpiry(request);
    sessions.refreshExpiryCookie(request, reply, expiresAt);
    return auth.currentUser(principal, expiresAt, sessions.loaded(request));
  });
  // Public (an expired session may still sign out), but it ends the caller's session when there is one.
  registerEndpoint(app, e.logout, ({ request, reply }) => auth.logout(request, reply), { readsSession: true });
  registerEndpoint(app, e.loadEmergencyApplicant, ({ request }) => auth.emergencyApplicants(requirePrincipal(request)));
  registerEndpoint(app, e.loginToApplicantAccount, ({ params, request }) =>
    auth.enterApplicantAccount(requirePrincipal(request), params.id, request),
  );
  registerEndpoint(app, e.captchaImage, async ({ request, reply }) => {
    const image = await captchas.newImage(request, reply);
    reply.type(captchaImageType).header('cache-control', 'no-store');
    return image;
  });
}
