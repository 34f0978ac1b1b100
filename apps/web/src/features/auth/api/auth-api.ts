import type { IamRequest } from '@sanad/contract';
import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';
import type { BodyOf } from '../../../lib/server-state.ts';

/** Signing in (ARCHITECTURE rule 16): the calls of the login screens, which use these, never the API client. */

/** Username, password and captcha: answers the one-time password sent to the person's mobile. */
export const login = (body: BodyOf<typeof routes.auth.login>) => callApi(routes.auth.login, { body });
/** The one-time password: answers the session's user. */
export const confirmOtp = (body: BodyOf<typeof routes.auth.confirmOtp>) => callApi(routes.auth.confirmOtp, { body });
/** Sends a new one-time password for the sign-in `id`. */
export const resendLoginOtp = (id: string) => callApi(routes.auth.resendOtp, { params: { id } });

/** Starts a single sign-on request, answered in the identity app. */
export const iamLogin = (body: BodyOf<typeof routes.auth.iamLogin>) => callApi(routes.auth.iamLogin, { body });
/** Where a single sign-on request stands (polled). */
export const checkIamStatus = (request: IamRequest, signal?: AbortSignal) =>
  callApi(routes.auth.iamCheckStatus, { body: request }, { signal });
