/**
 * The `purpose` values of GET /api/users/retrieve-otp-data that these screens continue after a reload. The contract
 * types `purpose` as a plain string; these are the server's names for the two flows (its OTP purposes).
 */
export const pendingOtpPurposes = { changeMobile: 'CHANGE_MOBILE', deleteAccount: 'DELETE_ACCOUNT' } as const;
