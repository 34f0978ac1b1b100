import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { UsersService } from './users.service.ts';

export async function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  const e = contract.users;

  registerEndpoint(app, e.list, ({ query }) => users.list(query.page));
  registerEndpoint(app, e.changePassword, ({ body, request }) => users.changePassword(body, requirePrincipal(request), request));
  registerEndpoint(app, e.confirmPassword, ({ body, request }) => users.confirmPassword(body, requirePrincipal(request)));
  registerEndpoint(app, e.changeMobile, ({ body, request }) => users.changeMobile(body, requirePrincipal(request)));
  registerEndpoint(app, e.confirmChangeDuplicatedMobile, ({ body, request }) =>
    users.confirmChangeDuplicatedMobile(body, requirePrincipal(request)),
  );
  registerEndpoint(app, e.confirmChangeMobile, ({ body, request }) => users.confirmChangeMobile(body, requirePrincipal(request), request));
  registerEndpoint(app, e.resendOtp, ({ body, request }) => users.resendOtp(body.id, requirePrincipal(request)));
  registerEndpoint(app, e.deleteAccount, ({ body, request }) => users.deleteAccount(body, requirePrincipal(request)));
  registerEndpoint(app, e.confirmDelete, ({ body, request, reply }) =>
    users.confirmDelete(body, requirePrincipal(request), request, reply),
  );
  registerEndpoint(app, e.isBannedUser, ({ request }) => users.isBanned(requirePrincipal(request)));
  registerEndpoint(app, e.remainingBanPeriod, ({ request }) => users.remainingBanPeriod(requirePrincipal(request)));
  registerEndpoint(app, e.sendActivateEmail, ({ body, request }) => users.sendActivateEmail(body, requirePrincipal(request), request));
  registerEndpoint(app, e.activateEmail, ({ body, request }) => users.activateEmail(body, request));
  registerEndpoint(app, e.transferToHoh, ({ body, request }) => users.transferToHoh(body, requirePrincipal(request), request));
  registerEndpoint(app, e.retrieveOtpData, ({ request }) => users.retrieveOtpData(requirePrincipal(request)));
}
