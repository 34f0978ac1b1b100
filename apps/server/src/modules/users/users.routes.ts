import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { RouteLimit } from '../../plugins/rate-limit.ts';
import type { SessionCookies } from '../session/session-cookies.ts';
import type { AccountSecurityService } from './account-security.service.ts';
import type { UsersService } from './users.service.ts';

const minute = 60_000;
/** Checks of the current password, per account: a stolen session must not become a password oracle. */
const passwordCheck: RouteLimit[] = [{ bucket: 'password-check:account', max: 10, windowMs: 15 * minute, key: 'account' }];
/** Codes sent to a new mobile, per account. */
const mobileChange: RouteLimit[] = [{ bucket: 'change-mobile:account', max: 5, windowMs: 10 * minute, key: 'account' }];

export async function usersRoutes(
  app: FastifyInstance,
  {
    users,
    accountSecurity,
    sessionCookies,
  }: {
    users: UsersService;
    accountSecurity: AccountSecurityService;
    /** A re-authentication renews the session's token (its new cookies go out after the commit); a deletion clears them. */
    sessionCookies: SessionCookies;
  },
) {
  const e = contract.users;
  const { issue } = sessionCookies;

  registerEndpoint(app, e.list, ({ query, request }) => users.list(requirePrincipal(request), query));
  registerEndpoint(
    app,
    e.changePassword,
    async ({ body, request, reply, ctx }) => issue(reply, await users.changePassword(requirePrincipal(request), body, ctx)),
    { limits: passwordCheck },
  );
  // A right password or step-up code is a re-authentication: the session gets a new token holding the proof.
  registerEndpoint(
    app,
    e.confirmPassword,
    async ({ body, request, reply, ctx }) => issue(reply, await accountSecurity.confirmPassword(requirePrincipal(request), body, ctx)),
    { limits: passwordCheck },
  );
  registerEndpoint(app, e.changeMobile, ({ body, request }) => users.changeMobile(requirePrincipal(request), body), {
    limits: mobileChange,
  });
  registerEndpoint(
    app,
    e.confirmChangeDuplicatedMobile,
    ({ body, request }) => users.confirmChangeDuplicatedMobile(requirePrincipal(request), body),
    { limits: mobileChange },
  );
  registerEndpoint(app, e.confirmChangeMobile, ({ body, request, ctx }) => users.confirmChangeMobile(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.resendOtp, ({ body, request }) => users.resendOtp(requirePrincipal(request), body));
  registerEndpoint(app, e.deleteAccount, ({ body, request }) => users.deleteAccount(requirePrincipal(request), body), {
    limits: passwordCheck,
  });
  registerEndpoint(app, e.confirmDelete, async ({ body, request, reply, ctx }) => {
    const answer = await users.confirmDelete(requirePrincipal(request), body, ctx);
    sessionCookies.clear(reply);
    return answer;
  });
  registerEndpoint(app, e.isBannedUser, ({ request }) => users.isBanned(requirePrincipal(request)));
  registerEndpoint(app, e.remainingBanPeriod, ({ request }) => users.remainingBanPeriod(requirePrincipal(request)));
  registerEndpoint(app, e.sendActivateEmail, ({ body, request, ctx }) => users.sendActivateEmail(requirePrincipal(request), body, ctx), {
    limits: [{ bucket: 'activate-email:account', max: 5, windowMs: 60 * minute, key: 'account' }],
  });
  registerEndpoint(app, e.activateEmail, ({ body, ctx }) => users.activateEmail(body, ctx), {
    limits: [{ bucket: 'activate-email:ip', max: 30, windowMs: 10 * minute, key: 'ip' }],
  });
  registerEndpoint(app, e.transferToHoh, ({ body, request, ctx }) => users.transferToHoh(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.retrieveOtpData, ({ request }) => users.retrieveOtpData(requirePrincipal(request)));
  registerEndpoint(app, e.stepUpSendOtp, ({ request }) => accountSecurity.stepUpSendOtp(requirePrincipal(request)), {
    limits: [{ bucket: 'step-up:account', max: 5, windowMs: 10 * minute, key: 'account' }],
  });
  registerEndpoint(app, e.stepUpConfirmOtp, async ({ body, request, reply, ctx }) =>
    issue(reply, await accountSecurity.stepUpConfirmOtp(requirePrincipal(request), body, ctx)),
  );
  registerEndpoint(app, e.sessions, ({ request }) => accountSecurity.sessions(requirePrincipal(request)));
  registerEndpoint(app, e.endSession, ({ body, request, ctx }) => accountSecurity.endSession(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.endOtherSessions, ({ request, ctx }) => accountSecurity.endOtherSessions(requirePrincipal(request), ctx));
}
