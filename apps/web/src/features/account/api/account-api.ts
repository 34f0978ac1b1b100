import { routes } from 'virtual:sanad-routes';
import { callApi, type CallOptions } from '../../../lib/api-client.ts';
import { useEndpoint, type BodyOf } from '../../../lib/server-state.ts';

/** The account's calls (ARCHITECTURE rule 16): its screens use these, never the API client. */

/** The signed-in user as the server has them now (the account screen refreshes the stored session with it). */
export const loadCurrentUser = (options?: CallOptions) => callApi(routes.auth.currentUser, undefined, options);
/** A one-time password already sent and not yet used (a deletion or a change of mobile to continue). */
export const loadPendingOtp = (options?: CallOptions) => callApi(routes.users.retrieveOtpData, undefined, options);
/** Sends a new one-time password for the pending request `id`. */
export const resendOtp = (id: string) => callApi(routes.users.resendOtp, { body: { id } });

export const sendActivationEmail = (body: BodyOf<typeof routes.users.sendActivateEmail>) =>
  callApi(routes.users.sendActivateEmail, { body });
export const activateEmail = (token: string) => callApi(routes.users.activateEmail, { body: { token } });

export const deleteAccount = (body: BodyOf<typeof routes.users.deleteAccount>) => callApi(routes.users.deleteAccount, { body });
export const confirmDelete = (body: BodyOf<typeof routes.users.confirmDelete>) => callApi(routes.users.confirmDelete, { body });

export const changeMobile = (mobile: string) => callApi(routes.users.changeMobile, { body: { mobile } });
/** Takes a number another account holds (that account loses it once this one confirms). */
export const confirmChangeDuplicatedMobile = (mobile: string) => callApi(routes.users.confirmChangeDuplicatedMobile, { body: { mobile } });
export const confirmChangeMobile = (body: BodyOf<typeof routes.users.confirmChangeMobile>) =>
  callApi(routes.users.confirmChangeMobile, { body });

export const changePassword = (body: BodyOf<typeof routes.users.changePassword>) => callApi(routes.users.changePassword, { body });

/** The account's live sessions, this one marked. */
export const useSessions = () => useEndpoint(routes.users.sessions);
export const endSession = (id: string) => callApi(routes.users.endSession, { body: { id } });
export const endOtherSessions = () => callApi(routes.users.endOtherSessions);
