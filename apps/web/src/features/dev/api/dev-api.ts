import type { Contract, ResponseOf } from '@sanad/contract';
import { routes } from 'virtual:sanad-routes';
import { useMemo } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { combineQueries, endpointQuery, invalidate, useEndpoint, useQuery } from '../../../lib/server-state.ts';

/** The demo tools' calls (ARCHITECTURE rule 16): outboxes, identity requests and demo accounts. */

type DevEndpoints = Contract['dev'];

export interface Outbox {
  sms: ResponseOf<DevEndpoints['smsOutbox']>;
  emails: ResponseOf<DevEndpoints['emailOutbox']>;
  iam: ResponseOf<DevEndpoints['iamPending']>;
}

const byNewest = <T extends { createdAt: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** The SMS outbox (for one mobile, or all), the e-mail outbox and the pending single sign-on requests, newest first. */
export function useOutbox(mobile: string | undefined) {
  const query = useMemo(
    () =>
      combineQueries(
        [
          endpointQuery(routes.dev.smsOutbox, { query: mobile ? { mobile } : {} }),
          endpointQuery(routes.dev.emailOutbox, { query: {} }),
          endpointQuery(routes.dev.iamPending),
        ],
        ([sms, emails, iam]): Outbox => ({ sms: byNewest(sms), emails: byNewest(emails), iam: byNewest(iam) }),
      ),
    [mobile],
  );
  return useQuery(query);
}

/** Asks again for everything the demo tools show (the outboxes and the demo accounts). */
export const refreshDevTools = () => invalidate(routes.dev);

/** Answers a pending single sign-on request as the person would in the identity app. */
export const decideIamRequest = (transId: string, approve: boolean) =>
  approve ? callApi(routes.dev.iamApprove, { params: { transId } }) : callApi(routes.dev.iamReject, { params: { transId } });

export type DemoAccount = ResponseOf<DevEndpoints['demoAccounts']>[number];
export const useDemoAccounts = () => useEndpoint(routes.dev.demoAccounts);
/** Puts a demo account back as seeded. */
export const resetDemoAccount = (nin: string) => callApi(routes.dev.resetDemoAccount, { params: { nin } });
