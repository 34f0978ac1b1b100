import { sessionStorageKeys } from '@sanad/contract/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { testSession } from '../../test/session.ts';
import { AppHeader } from './app-header.tsx';

const routes = [
  { path: '/home', element: <AppHeader /> },
  { path: '/login', element: <p>login screen</p> },
];

describe('header', () => {
  it('shows nothing of an account to a visitor', async () => {
    await renderWithApp(<></>, { language: 'en', routes, path: '/home' });
    expect(screen.queryByTestId('header-sign-out')).toBeNull();
    expect(screen.queryByTestId('acting-for-banner')).toBeNull();
  });

  it('says clearly whose account a dependent is acting in during an emergency login', async () => {
    sessionStorage.setItem(
      sessionStorageKeys.currentUser,
      JSON.stringify(
        testSession({ emergencyLogin: true, actingFor: { id: 'a-1', nameAr: 'محمد عبدالله الحربي', nameEn: 'Mohammed Abdullah Alharbi' } }),
      ),
    );
    await renderWithApp(<></>, { language: 'ar', routes, path: '/home' });
    expect(screen.getByTestId('acting-for-banner')).toHaveTextContent('أنت تتصرف نيابةً عن محمد عبدالله الحربي.');
  });

  it('signs out on the server first, then clears sessionStorage and goes to login', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
    const api = fakeApi({ 'POST /api/auth/logout': { body: { success: true } } });
    await renderWithApp(<></>, { language: 'en', routes, path: '/home' });
    await user.click(screen.getByTestId('header-sign-out'));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    await waitFor(() => expect(sessionStorage.getItem(sessionStorageKeys.currentUser)).toBeNull());
  });

  it('offers no account link while a forced step is due, since the guard would only send the user back', async () => {
    for (const user of [{ whiteListed: true }, { changePasswordRequired: true }]) {
      sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession(user)));
      const { unmount } = await renderWithApp(<></>, { language: 'en', routes, path: '/home' });
      expect(screen.queryByTestId('header-account')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Sara Alotaibi' })).toBeNull();
      expect(screen.getByTestId('header-user-name')).toHaveTextContent('Sara Alotaibi');
      expect(screen.getByTestId('header-sign-out')).toBeInTheDocument();
      unmount();
    }
  });

  it('links the name to the account settings otherwise', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
    await renderWithApp(<></>, { language: 'en', routes, path: '/home' });
    expect(screen.getByRole('link', { name: 'Sara Alotaibi' })).toHaveAttribute('href', '/account');
  });
});
