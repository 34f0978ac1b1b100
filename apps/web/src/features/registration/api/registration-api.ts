import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';
import type { BodyOf } from '../../../lib/server-state.ts';

/** Registering, resetting a password and confirming a migrated account (ARCHITECTURE rule 16). */

/** Answers the one-time password sent to the new account's mobile. */
export const registerAccount = (body: BodyOf<typeof routes.registration.register>) => callApi(routes.registration.register, { body });
export const confirmMobile = (body: BodyOf<typeof routes.registration.confirmMobile>) =>
  callApi(routes.registration.confirmMobile, { body });
/** Sends a new one-time password for the registration `id`. */
export const resendRegistrationOtp = (id: string) => callApi(routes.registration.resendOtp, { params: { id } });

/** Both steps of a reset (the request, then the code with the new password) go to one endpoint. */
export const resetPassword = (body: BodyOf<typeof routes.registration.resetPassword>) =>
  callApi(routes.registration.resetPassword, { body });

/** A migrated account's holder confirms it is theirs: answers the session's user. */
export const confirmMigrateUser = (id: string) => callApi(routes.registration.confirmMigrateUser, { params: { id } });
