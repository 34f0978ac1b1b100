import type { CurrentUser, IamRequest, IamStatus } from '@sanad/contract';
import { notRegisteredAuthority } from '@sanad/contract/client';
import { useEffect, useState } from 'react';
import { clientErrorCodes, isApiRequestError } from '../../../lib/api-error.ts';
import { saveSession } from '../../../lib/session.ts';
import { checkIamStatus } from '../api/auth-api.ts';

/** Spec §2: the single sign-on status is polled every 3 seconds. */
export const iamPollIntervalMs = 3000;

export type IamOutcome =
  | { kind: 'waiting' }
  | { kind: 'signedIn'; user: CurrentUser }
  | { kind: 'notRegistered' }
  | { kind: 'rejected' }
  | { kind: 'expired' }
  | { kind: 'failed'; error: unknown };

/**
 * What a status answer means for the screen. Spec §4: a completed login whose authority is "not registered user"
 * is not a session; the person must register first.
 */
export function iamOutcome(status: IamStatus): IamOutcome {
  switch (status.status) {
    case 'WAITING':
      return { kind: 'waiting' };
    case 'REJECTED':
      return { kind: 'rejected' };
    case 'EXPIRED':
      return { kind: 'expired' };
    case 'COMPLETED': {
      const user = status.currentUser;
      const authorities = [...status.authorities, ...(user?.authorities ?? [])];
      if (!user || authorities.some((item) => item.authority === notRegisteredAuthority)) return { kind: 'notRegistered' };
      return { kind: 'signedIn', user };
    }
  }
}

export type IamCheck = (request: IamRequest, signal: AbortSignal) => Promise<IamStatus>;

const checkStatus: IamCheck = (request, signal) => checkIamStatus(request, signal);

/**
 * Polls a single sign-on request until the person answers in the identity app. The session is stored the moment
 * a registered person is approved; polling stops on any final answer and when the screen goes away (the request in
 * flight is aborted). A network failure is retried on the next tick: the phone may be answering meanwhile.
 * The status check never shows the loading overlay (the request counter leaves its path out, spec §2).
 */
export function useIamPolling(
  request: IamRequest | null,
  check: IamCheck = checkStatus,
  intervalMs: number = iamPollIntervalMs,
): IamOutcome | null {
  // The outcome belongs to the request it answers, so a new request starts as waiting without resetting state.
  const [answer, setAnswer] = useState<{ request: IamRequest; outcome: IamOutcome } | null>(null);

  useEffect(() => {
    if (!request) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const schedule = () => {
      timer = setTimeout(() => void tick(), intervalMs);
    };
    const tick = async () => {
      let outcome: IamOutcome;
      try {
        outcome = iamOutcome(await check(request, controller.signal));
      } catch (error) {
        if (stopped) return;
        if (isApiRequestError(error) && error.code === clientErrorCodes.network) {
          schedule();
          return;
        }
        outcome = { kind: 'failed', error };
      }
      if (stopped) return;
      if (outcome.kind === 'waiting') {
        schedule();
        return;
      }
      if (outcome.kind === 'signedIn') saveSession(outcome.user);
      setAnswer({ request, outcome });
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [request, check, intervalMs]);

  if (!request) return null;
  return answer?.request === request ? answer.outcome : { kind: 'waiting' };
}
