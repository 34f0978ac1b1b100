import { sessionStorageKeys } from '@sanad/contract/client';
import { screen, waitFor } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import { calculatorLookups } from '../test/calculator-fixtures.ts';
import { renderWithApp } from '../test/render.tsx';
import { testSession } from '../test/session.ts';
import { paths } from './paths.ts';
import { routes as appRoutes } from './router.tsx';

function Home() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

/** The app's own route for /support-calculator (its guard and its lazy screen), beside a stand-in for /home. */
const calculatorRoute = (appRoutes[0]?.children?.[0]?.children ?? []).find((route) => route.path === paths.supportCalculator);
const routes: RouteObject[] = [
  { path: paths.supportCalculator, loader: calculatorRoute?.loader, lazy: calculatorRoute?.lazy } as RouteObject,
  { path: paths.home, element: <Home /> },
];

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(calculatorLookups));
});

describe('the /support-calculator route (spec §2: public, for visitors only)', () => {
  it('opens the calculator for a visitor, loaded on demand', async () => {
    expect(calculatorRoute?.lazy).toBeDefined();
    await renderWithApp(<></>, { language: 'en', routes, path: paths.supportCalculator });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support calculator' })).toBeInTheDocument();
  });

  it('sends a signed-in user to /home', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.supportCalculator });
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(paths.home));
    expect(screen.queryByRole('heading', { name: 'حاسبة الدعم' })).not.toBeInTheDocument();
  });
});
