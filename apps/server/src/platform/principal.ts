import type { ForcedStep, Role } from '@sanad/contract';

/** Who is calling: set once per request by the session resolver, read by the access check and services. */
export interface Principal {
  /** The account the request acts on: the applicant's during an emergency login, else the caller's own. */
  accountId: string;
  roles: readonly Role[];
  /** The person really at the keyboard (differs from accountId during an emergency login); audit records this. */
  actorAccountId: string;
  sessionId: string;
  /** Forced steps of spec §4 due for the person at the keyboard, in the redirect order (empty when none is). */
  forcedSteps: readonly ForcedStep[];
  /** When this session last received a fresh proof of identity (epoch ms): a sign-in, the password or a code. */
  stepUpAt: number | null;
}

/** Whether the caller acts in someone else's account (an emergency login): the actor is not the account's holder. */
export const actsOnBehalf = (principal: Principal): boolean => principal.accountId !== principal.actorAccountId;
