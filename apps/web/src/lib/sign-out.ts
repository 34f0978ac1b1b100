import { routes } from 'virtual:sanad-routes';
import { callApi } from './api-client.ts';
import { clearBrowserSession, dismissSessionEndedNotice } from './auth-failure.ts';

/**
 * Signs out everywhere it counts: the server ends the session and clears its HttpOnly cookie (which scripts cannot
 * reach), then this browser forgets what it holds. A failed call still clears the browser: the user asked to leave,
 * so even a 401 (the session had already expired) does not make the login screen say the session ended. What screens
 * read from the API goes with the session: the data layer (server-state.ts) clears itself when the session ends or
 * changes hands, so the next person never sees it; it is not imported here to keep it out of the first load.
 */
export async function signOut(call: typeof callApi = callApi): Promise<void> {
  try {
    await call(routes.auth.logout);
  } catch {
    // Offline or already signed out server-side: nothing more to end there.
  } finally {
    clearBrowserSession();
    dismissSessionEndedNotice();
  }
}
