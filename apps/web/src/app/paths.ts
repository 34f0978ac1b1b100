import type { CurrentUser } from '@sanad/contract';
import { mobileVerificationStatus } from '@sanad/contract/client';

/**
 * Every route of spec §2, in one place: screens, guards, links and redirects take their paths from here, so a
 * route never exists as a string literal anywhere else. Paths are those of the hash (`#/login` is `/login`).
 */
export const paths = {
  // Public: only for visitors who are not signed in (some stay open to signed-in users, see `openToSignedIn`).
  login: '/login',
  iamLogin: '/iam-login',
  register: '/register',
  resetPassword: '/reset-password',
  faqs: '/faqs',
  supportCalculator: '/support-calculator',
  tickets: '/tickets',
  whiteList: '/white-list',
  policy: '/policy',
  checkLetter: '/check-letter',

  // Signed-in users only.
  home: '/home',
  changePassword: '/change-password',
  changeMobile: '/change-mobile',
  dependentConfirmRelation: '/dependent-confirm-relation',
  dependentEmergencyLoginSelection: '/dependent-emergency-login-selection',
  houses: '/houses',
  programs: '/programs',
  applications: '/applications',
  programApplication: '/program/application',
  dependentProgramApplication: '/dependent/program/application',
  unifiedProfile: '/unified-profile',
  attachments: '/attachments',
  requestLetter: '/request-letter',
  registeredTickets: '/registered-tickets',
  historyData: '/history-data',
  /** The head of household's appeals (not a spec route; decision 060): `?id=` opens one. */
  appeals: '/appeals',
  /** Raising an appeal on what the query names (`raiseAppealPath`). */
  raiseAppeal: '/appeals/raise',
  /** The head of household's payment complaints (not a spec route; decision 062): `?id=` opens one. */
  complaints: '/complaints',
  /** A new complaint about the payment the query names (`newComplaintPath`). */
  newComplaint: '/complaints/new',
  ramadanProgramApplication: '/ramadan-program/application',
  confirmMigrateUsers: '/confirm-migrate-users',
  /** The field visits to the head of household's houses (decision 065): `?id=` opens one. */
  visits: '/visits',
  tamkeen: '/tamkeen',
  tamkeenAbleToWorkProfile: '/tamkeen/able-to-work-profile',
  tamkeenTreatableProfile: '/tamkeen/treatable-profile',
  tamkeenTrack: '/tamkeen/track',
  tamkeenJobOffers: '/tamkeen/job-offers',
  tamkeenPlan: '/tamkeen/plan',
  /** The tamkeen appointments (decision 072): `?id=` opens one. */
  tamkeenAppointment: '/tamkeen/appointment',
  /** Same partner-evaluation screen as `tamkeenEvaluation` (spec §2). */
  tamkeenPartner: '/tamkeen/partner',
  tamkeenEvaluation: '/tamkeen/evaluation',
  /** Guarded: for white-listed applicants once signed in. */
  whiteListApplications: '/white-list/applications',
  /** Account settings (password, mobile, e-mail, deletion): the home of the spec's account-management calls. */
  account: '/account',

  // Open to everyone, signed in or not.
  /** The link of the activation e-mail lands here with `?token=`. */
  activateEmail: '/activate-email',

  // Demo mode only: the outbox and identity-provider simulator; not routed otherwise.
  devOutbox: '/dev/outbox',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Routes only visitors may open (spec §2 "Public routes"). */
export const publicOnlyPaths = [
  paths.login,
  paths.iamLogin,
  paths.register,
  paths.resetPassword,
  paths.faqs,
  paths.supportCalculator,
  paths.tickets,
  paths.whiteList,
  paths.policy,
  paths.checkLetter,
] as const satisfies readonly AppPath[];

/** Public routes a signed-in user may still open instead of being sent home (spec §2). */
export const openToSignedIn: readonly AppPath[] = [paths.faqs, paths.policy, paths.whiteList];

/** The appeals, with appeal `id` opened. */
export function appealPath(id: string): string {
  return `${paths.appeals}?${new URLSearchParams({ id }).toString()}`;
}

/** The payment complaints, with complaint `id` opened. */
export function complaintPath(id: string): string {
  return `${paths.complaints}?${new URLSearchParams({ id }).toString()}`;
}

/** The field visits, with visit `id` opened. */
export function visitPath(id: string): string {
  return `${paths.visits}?${new URLSearchParams({ id }).toString()}`;
}

/** A new complaint about a payment of an application, from its row on the payments tab. */
export function newComplaintPath(payment: { application: string; payment: string; code: string }): string {
  return `${paths.newComplaint}?${new URLSearchParams(payment).toString()}`;
}

/** What an appeal is raised on, as the raise screen reads it from its query. */
export interface AppealSubjectQuery {
  type: 'CYCLE' | 'HOUSE' | 'DEPENDENT' | 'PAYMENT';
  application: string;
  reason: string;
  period?: string;
  house?: string;
  dependent?: string;
  payment?: string;
}

/** The raise screen for a subject: an ineligible month, house or dependent, or a payment. */
export function raiseAppealPath(subject: AppealSubjectQuery): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(subject)) if (typeof value === 'string' && value !== '') query.set(key, value);
  return `${paths.raiseAppeal}?${query.toString()}`;
}

/** The page of one application (`/program/application?id=`): lists, programs and the Ramadan reward link to it. */
export function applicationPagePath(id: string): string {
  return `${paths.programApplication}?id=${encodeURIComponent(id)}`;
}

/**
 * The sections of an SSP application's page, each opened by `&tab=` (the page's facts and actions when none);
 * `whatif` tries changes to a house and shows what the amount would be (docs/decisions/059-calculators.md).
 */
export const applicationTabs = ['overview', 'eligibility', 'payments', 'flv', 'whatif'] as const;
export type ApplicationTab = (typeof applicationTabs)[number];

/**
 * A section of application `id`'s page: `eligibility` (with `cycle` and `house`: the why of that month and house),
 * `payments` or `flv` (with `flv`: one pre-check). Home links here for "why", "history" and "payments".
 */
export function applicationTabPath(id: string, tab: ApplicationTab, extra: Readonly<Record<string, string>> = {}): string {
  const query = new URLSearchParams({ tab, ...extra });
  return `${applicationPagePath(id)}&${query.toString()}`;
}

/** Step `step` (1–5: answers, houses, dependents, documents, review) of the SSP flow for draft `id`. */
export function applicationStepPath(id: string, step: number): string {
  return `${applicationPagePath(id)}&step=${step}`;
}

/** Routes that never trigger the sign-out redirect, so a 401 on the sign-in screens does not loop (spec §8). */
export const signInPaths: readonly AppPath[] = [paths.login, paths.iamLogin];

/** Where the router sends an unknown path and a visitor who opens a guarded route. */
export const fallbackPath: AppPath = paths.login;

/**
 * Whether opening this route path shows the login screen first: the login route itself, or the bare address (which
 * falls back to it), for a visitor who is not signed in (signed-in users go on to /home).
 */
export function opensOnLogin(path: string, signedIn: boolean): boolean {
  return !signedIn && (path === paths.login || path === '/');
}

type FlowUser = Pick<
  CurrentUser['user'],
  | 'whiteListed'
  | 'changePasswordRequired'
  | 'mobileVerificationStatus'
  | 'isMigratedOldDssNotLoggedIn'
  | 'confirmRelationRequired'
  | 'canLoginOnBehalfOfApplicant'
  | 'emergencyLogin'
>;

/** Spec §4: a NOT_VERIFIED or WITHDRAW mobile must be replaced before anything else is done. */
export function mobileNeedsChange(user: Pick<FlowUser, 'mobileVerificationStatus'>): boolean {
  return (
    user.mobileVerificationStatus === mobileVerificationStatus.NOT_VERIFIED ||
    user.mobileVerificationStatus === mobileVerificationStatus.WITHDRAW
  );
}

/** A dependent who may enter an applicant's account and has not yet: the emergency selection is for them alone. */
export function choosesEmergencyAccount(user: Pick<FlowUser, 'canLoginOnBehalfOfApplicant' | 'emergencyLogin'>): boolean {
  return user.canLoginOnBehalfOfApplicant && !user.emergencyLogin;
}

/**
 * Where a user goes after signing in, in the exact order of spec §4 "Post-login redirect order". The forced screens
 * call it again once their step is done, so the chain moves on from wherever the user is.
 */
export function postLoginPath(session: { user: FlowUser }): AppPath {
  const { user } = session;
  if (user.whiteListed) return paths.whiteListApplications;
  if (user.changePasswordRequired) return paths.changePassword;
  if (mobileNeedsChange(user)) return paths.changeMobile;
  if (user.isMigratedOldDssNotLoggedIn) return paths.confirmMigrateUsers;
  if (user.confirmRelationRequired) return paths.dependentConfirmRelation;
  if (choosesEmergencyAccount(user)) return paths.dependentEmergencyLoginSelection;
  return paths.home;
}

/**
 * Steps of the chain that cannot be skipped: while one is due, every other signed-in route leads to it. White-listed
 * applicants see only their white-list applications (DOMAIN.md "white-listed applicants"). The password, mobile and
 * migration steps are also enforced by the server, which answers every other call 403 and so would end the session
 * (decision 013): the guard keeps the person on the step instead.
 */
export const forcedPaths: readonly AppPath[] = [
  paths.whiteListApplications,
  paths.changePassword,
  paths.changeMobile,
  paths.confirmMigrateUsers,
];

/** The forced step the user must complete first, or null when they may go anywhere signed-in users may. */
export function forcedPath(session: { user: FlowUser }): AppPath | null {
  const next = postLoginPath(session);
  return forcedPaths.includes(next) ? next : null;
}
