import { applicantTabs, applicationBlockerMessages } from '@sanad/contract';
import type { RouteObject } from 'react-router';
import { paths } from './paths.ts';
import { routes } from './router.tsx';

/**
 * The contract words each reason that blocks applying with the web path that fixes it (`fixPath`, validate-application),
 * written there as text: this test keeps those paths on routes the app has, so a route renamed here or a path mistyped
 * there fails at once instead of leading the applicant to the login screen (the router's fallback).
 */

/** Every path the router serves, nested routes included. */
function routedPaths(list: readonly RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...routedPaths(route.children ?? [])]);
}

/** The steps of /unified-profile a `?tab=` may open: the applicant's tabs and the summary. */
const profileSteps: readonly string[] = [...applicantTabs, 'summary'];

const fixPaths = Object.entries(applicationBlockerMessages).flatMap(([code, { fixPath }]) =>
  fixPath === null ? [] : [[code, fixPath] as const],
);

describe("the fix paths of validate-application's blockers", () => {
  it('are there to check', () => {
    expect(fixPaths.length).toBeGreaterThan(0);
  });

  it.each(fixPaths)('%s leads to a route of paths.ts the router serves: %s', (_code, fixPath) => {
    const url = new URL(fixPath, 'https://sanad.invalid');
    expect(Object.values<string>(paths)).toContain(url.pathname);
    expect(routedPaths(routes)).toContain(url.pathname);
    expect(`${url.pathname}${url.search}`).toBe(fixPath);
  });

  it.each(fixPaths.filter(([, fixPath]) => fixPath.startsWith(`${paths.unifiedProfile}?`)))(
    '%s opens a step the unified profile has: %s',
    (_code, fixPath) => {
      const url = new URL(fixPath, 'https://sanad.invalid');
      expect([...url.searchParams.keys()]).toEqual(['tab']);
      expect(profileSteps).toContain(url.searchParams.get('tab'));
    },
  );
});
