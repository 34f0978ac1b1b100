/**
 * The two security cookies of spec §8: an HttpOnly session token and a readable expiry. Served over HTTPS they
 * carry the `__Host-` prefix; the browser clears both (what it can reach) when a call answers 401 or 403.
 */
export const sessionCookies = {
  token: 'sanad_session',
  expiry: 'sanad_session_expiry',
  securePrefix: '__Host-',
} as const;

/** sessionStorage key of the current user session (spec §3). */
export const sessionStorageKeys = {
  currentUser: 'sanad.currentUser',
  config: 'sanad.config',
  lookups: 'sanad.lookups',
  programs: 'sanad.programs',
  regions: 'sanad.regions',
  cities: 'sanad.cities',
  profileTabStatus: 'sanad.profileTabStatus',
  classification: 'sanad.classification',
  tamkeenLookups: 'sanad.tamkeenLookups',
} as const;

/** The IAM status check is polled and never counted by the loading overlay (spec §2). */
export const iamStatusCheckPath = '/api/iam/v2/check-status';

/** The authority of an identity confirmed by national sign-on that has no account (spec §4: stored as no session). */
export const notRegisteredAuthority = 'NOT_REGISTERED_USER';
