import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';
import { useEndpoint, type BodyOf } from '../../../lib/server-state.ts';

/** Signing in to the white-list applications and reading them (ARCHITECTURE rule 16). */

/** National ID, birth date and captcha: answers the one-time password sent to the person's mobile. */
export const whitelistAuthenticate = (body: BodyOf<typeof routes.auth.whitelistAuthenticate>) =>
  callApi(routes.auth.whitelistAuthenticate, { body });
export const whitelistConfirmOtp = (body: BodyOf<typeof routes.auth.whitelistConfirmOtp>) =>
  callApi(routes.auth.whitelistConfirmOtp, { body });
/** Sends a new one-time password for the sign-in `id`. */
export const resendWhitelistOtp = (id: string) => callApi(routes.auth.resendOtp, { params: { id } });

/** The white-listed applicant's applications, opened for them by the ministry, newest first. */
export function useWhiteListApplications() {
  return useEndpoint(routes.application.loadApplications);
}
