import type { ComponentType } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { AppLayout } from './shell/app-layout.tsx';
import { RouteError } from './shell/route-error.tsx';
import { guardLoader, unknownPathLoader, type GuardKind } from './guards.ts';
import { paths, type AppPath } from './paths.ts';

type ScreenModule = () => Promise<{ Component: ComponentType }>;

/** A guarded route whose screen is loaded on demand (spec §2: every screen loads on demand). */
function screen(path: AppPath, guard: GuardKind, load: ScreenModule): RouteObject {
  return { path, loader: guardLoader(guard, path), lazy: load };
}

/** Renders nothing: under the preloader during the first load, and for routes that only redirect. */
function Nothing() {
  return null;
}

/** The screens built so far; other paths of `paths.ts` arrive with their features. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // The preloader of index.html covers the first load; nothing to draw underneath it.
    HydrateFallback: Nothing,
    children: [
      {
        // Errors of a screen (a chunk missing after a deploy, say) render inside the shell, which stays usable.
        errorElement: <RouteError />,
        children: [
          { index: true, loader: unknownPathLoader, Component: Nothing },
          screen(paths.login, 'public-only', () =>
            import('../features/auth/screens/login.screen.tsx').then((m) => ({ Component: m.LoginScreen })),
          ),
          screen(paths.faqs, 'public-only', () =>
            import('../features/content/screens/faqs.screen.tsx').then((m) => ({ Component: m.FaqsScreen })),
          ),
          screen(paths.policy, 'public-only', () =>
            import('../features/content/screens/policy.screen.tsx').then((m) => ({ Component: m.PolicyScreen })),
          ),
          screen(paths.home, 'signed-in', () =>
            import('../features/home/screens/home.screen.tsx').then((m) => ({ Component: m.HomeScreen })),
          ),
          { path: '*', loader: unknownPathLoader, Component: Nothing },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
export type AppRouter = ReturnType<typeof createAppRouter>;
