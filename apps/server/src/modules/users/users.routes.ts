import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract } from '@sanad/contract';
import { actsOnBehalf, requirePrincipal, type Principal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { RouteLimit } from '../../plugins/rate-limit.ts';
import type { SessionService } from '../session/session.service.ts';
import type { Reauthentication, UsersService } from './users.service.ts';

const minute = 60_000;
/** Checks of the current password, per account: a stolen session must not become a password oracle. */
const passwordCheck: RouteLimit[] = [{ bucket: 'password-check:account', max: 10, windowMs: 15 * minute, key: 'account' }];
/** Codes sent to a new mobile, per account. */
const mobileChange: RouteLimit[] = [{ bucket: 'change-mobile:account', max: 5, windowMs: 10 * minute, key: 'account' }];

export async function usersRoutes(app: FastifyInstance, { users, sessions }: { users: UsersService; sessions: SessionService }) {
  const e = contract.users;

  /** Runs a re-authentication whose success rotates the session token; the new cookies go out only after it commits. */
  async function reauthenticating<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    check: (principal: Principal, save: Reauthentication) => Promise<T>,
  ): Promise<T> {
    const principal = requirePrincipal(request);
    const rotated = await sessions.rotate(principal, request, actsOnBehalf(principal) ? principal.accountId : null, { freshProof: true });
    const result = await check(principal, rotated.save);
    sessions.writeCookies(reply, rotated);
    return result;
  }

  registerEndpoint(app, e.list, ({ query }) => users.list(query.page));
  registerEndpoint(
    app,
    e.changePassword,
    ({ body, request, reply }) =>
      reauthenticating(request, reply, (principal, save) => users.changePassword(body, principal, request, save)),
    { limits: passwordCheck },
  );
  // A right password or step-up code is a re-authentication: the session gets a new token holding the proof.
  registerEndpoint(
    app,
    e.confirmPassword,
    ({ body, request, reply }) => reauthenticating(request, reply, (principal, save) => users.confirmPassword(body, principal, save)),
    { limits: passwordCheck },
  );
  registerEndpoint(app, e.changeMobile, ({ body, request }) => users.changeMobile(body, requirePrincipal(request)), {
    limits: mobileChange,
  });
  registerEndpoint(
    app,
    e.confirmChangeDuplicatedMobile,
    ({ body, request }) => users.confirmChangeDuplicatedMobile(body, requirePrincipal(request)),
    { limits: mobileChange },
  );
  registerEndpoint(app, e.confirmChangeMobile, ({ body, request }) => users.confirmChangeMobile(body, requirePrincipal(request), request));
  registerEndpoint(app, e.resendOtp, ({ body, request }) => users.resendOtp(body.id, requirePrincipal(request)));
  registerEndpoint(app, e.deleteAccount, ({ body, request }) => users.deleteAccount(body, requirePrincipal(request)), {
    limits: passwordCheck,
  });
  registerEndpoint(app, e.confirmDelete, ({ body, request, reply }) =>
    users.confirmDelete(body, requirePrincipal(request), request, reply),
  );
  registerEndpoint(app, e.isBannedUser, ({ request }) => users.isBanned(requirePrincipal(request)));
  registerEndpoint(app, e.remainingBanPeriod, ({ request }) => users.remainingBanPeriod(requirePrincipal(request)));
  registerEndpoint(app, e.sendActivateEmail, ({ body, request }) => users.sendActivateEmail(body, requirePrincipal(request), request), {
    limits: [{ bucket: 'activate-email:account', max: 5, windowMs: 60 * minute, key: 'account' }],
  });
  registerEndpoint(app, e.activateEmail, ({ body, request }) => users.activateEmail(body, request), {
    limits: [{ bucket: 'activate-email:ip', max: 30, windowMs: 10 * minute, key: 'ip' }],
  });
  registerEndpoint(app, e.transferToHoh, ({ body, request }) => users.transferToHoh(body, requirePrincipal(request), request));
  registerEndpoint(app, e.retrieveOtpData, ({ request }) => users.retrieveOtpData(requirePrincipal(request)));
  registerEndpoint(app, e.stepUpSendOtp, ({ request }) => users.stepUpSendOtp(requirePrincipal(request)), {
    limits: [{ bucket: 'step-up:account', max: 5, windowMs: 10 * minute, key: 'account' }],
  });
  registerEndpoint(app, e.stepUpConfirmOtp, ({ body, request, reply }) =>
    reauthenticating(request, reply, (principal, save) => users.stepUpConfirmOtp(body, principal, save)),
  );
  registerEndpoint(app, e.sessions, ({ request }) => users.sessions(requirePrincipal(request)));
  registerEndpoint(app, e.endSession, ({ body, request }) => users.endSession(body, requirePrincipal(request), request));
  registerEndpoint(app, e.endOtherSessions, ({ request }) => users.endOtherSessions(requirePrincipal(request), request));
}
