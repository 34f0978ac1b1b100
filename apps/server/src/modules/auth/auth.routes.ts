import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { captchaImageType } from '../../platform/captcha/captcha-image.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { RouteLimit } from '../../plugins/rate-limit.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { SessionResolver } from '../session/session-resolver.ts';
import type { AuthService } from './auth.service.ts';
import { browserOf, type BrowserCookies } from './browser.ts';
import type { EmergencyLoginService } from './emergency-login.service.ts';

export async function authRoutes(
  app: FastifyInstance,
  {
    auth,
    captchas,
    cookies,
    sessionResolver,
    loginRateLimit,
    emergencyLogin,
  }: {
    auth: AuthService;
    captchas: CaptchaService;
    /** The cookies these routes read (the browser at a sign-in door) and write (the session opened). */
    cookies: BrowserCookies;
    /** What the auth plugin's resolver loaded with the caller's session (GET currentUser answers from it). */
    sessionResolver: Pick<SessionResolver, 'loaded'>;
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

  const browser = (request: FastifyRequest) => browserOf(request, cookies);
  const issue = cookies.session.issue;

  registerEndpoint(app, e.login, ({ body, request, ctx }) => auth.login(browser(request), body, ctx), { limits: signIn });
  registerEndpoint(
    app,
    e.confirmOtp,
    async ({ body, request, reply, ctx }) => issue(reply, await auth.confirmOtp(browser(request), body, ctx)),
    { limits: signIn },
  );
  registerEndpoint(app, e.resendOtp, ({ params, request }) => auth.resendOtp(browser(request), params));
  registerEndpoint(app, e.iamLogin, ({ body, request }) => auth.iamLogin(browser(request), body), { limits: signIn });
  registerEndpoint(app, e.iamCheckStatus, async ({ body, request, reply, ctx }) =>
    issue(reply, await auth.iamCheckStatus(browser(request), body, ctx)),
  );
  registerEndpoint(app, e.whitelistAuthenticate, ({ body, request, ctx }) => auth.whitelistAuthenticate(browser(request), body, ctx), {
    limits: signIn,
  });
  registerEndpoint(
    app,
    e.whitelistConfirmOtp,
    async ({ body, request, reply, ctx }) => issue(reply, await auth.whitelistConfirmOtp(browser(request), body, ctx)),
    { limits: signIn },
  );
  registerEndpoint(app, e.currentUser, async ({ request, reply }) => {
    const user = await auth.currentUser(requirePrincipal(request), sessionResolver.loaded(request));
    cookies.session.refreshExpiry(request, reply, new Date(user.expiresAt));
    return user;
  });
  // Public (an expired session may still sign out), but it ends the caller's session when there is one.
  registerEndpoint(
    app,
    e.logout,
    async ({ request, reply, ctx }) => {
      const answer = await auth.logout(request.principal, ctx);
      cookies.session.clear(reply);
      return answer;
    },
    { readsSession: true },
  );
  registerEndpoint(app, e.loadEmergencyApplicant, ({ request }) => emergencyLogin.applicants(requirePrincipal(request)));
  registerEndpoint(app, e.loginToApplicantAccount, async ({ params, request, reply, ctx }) =>
    issue(reply, await emergencyLogin.enter(requirePrincipal(request), params, ctx)),
  );
  registerEndpoint(app, e.captchaImage, async ({ request, reply }) => {
    const image = await captchas.newImage(cookies.captcha.ensure(request, reply));
    reply.type(captchaImageType).header('cache-control', 'no-store');
    return image;
  });
}
