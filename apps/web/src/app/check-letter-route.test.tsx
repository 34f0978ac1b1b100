import { sessionStorageKeys } from '@sanad/contract/client';
import { screen, waitFor } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import { renderWithApp } from '../test/render.tsx';
import { testSession } from '../test/session.ts';
import { paths } from './paths.ts';
import { routes as appRoutes } from './router.tsx';

function Home() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

/** The app's own route for /check-letter (its guard and its lazy screen), beside a stand-in for /home. */
const checkRoute = (appRoutes[0]?.children?.[0]?.children ?? []).find((route) => route.path === paths.checkLetter);
const routes: RouteObject[] = [
  { path: paths.checkLetter, loader: checkRoute?.loader, lazy: checkRoute?.lazy } as RouteObject,
  { path: paths.home, element: <Home /> },
];

describe('the /check-letter route (spec §2: public, for visitors only)', () => {
  it('opens the letter check for a visitor, with the number of the QR code’s address', async () => {
    expect(checkRoute?.lazy).toBeDefined();
    await renderWithApp(<></>, { language: 'en', routes, path: `${paths.checkLetter}?number=SL-2026-K7P2X9QM4A` });
    // The screen's chunk loads on demand: the first import in a cold run takes a while.
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a letter' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Letter number/)).toHaveValue('SL-2026-K7P2X9QM4A');
  });

  it('sends a signed-in user to /home', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.checkLetter });
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(paths.home), { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'التحقق من خطاب' })).not.toBeInTheDocument();
  });
});
