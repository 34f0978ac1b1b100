import { sessionStorageKeys } from '@sanad/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { AccountScreen } from './account.screen.tsx';

const otpSent = { id: 'del-1', maskedMobile: '05******01', expiresInSeconds: 300, resendAfterSeconds: 60 };
const stepHeading = (name: string) => screen.getByRole('heading', { level: 3, name });

describe('account screen: deleting the account', () => {
  beforeEach(() => sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession())));

  it('moves focus to the code step once the password is accepted, and back to the password on cancel', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/auth/currentUser': { body: testSession() },
      'GET /api/users/retrieve-otp-data': { body: { purpose: null, otp: null } },
      'GET /api/users/sessions': { body: [] },
      'POST /api/users/delete/': { body: otpSent },
    });
    await renderWithApp(<AccountScreen />, { language: 'en' });
    await user.type(document.getElementById('account-delete-password') as HTMLElement, 'sanad-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByTestId('account-delete-otp-form');
    await waitFor(() => expect(stepHeading('Enter the code sent to your mobile')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(stepHeading('Confirm with your password')).toHaveFocus());
  });

  it('shows a deletion still pending on arrival without moving focus to it', async () => {
    fakeApi({
      'GET /api/auth/currentUser': { body: testSession() },
      'GET /api/users/retrieve-otp-data': { body: { purpose: 'DELETE_ACCOUNT', otp: otpSent } },
      'GET /api/users/sessions': { body: [] },
    });
    await renderWithApp(<AccountScreen />, { language: 'en' });
    await screen.findByTestId('account-delete-otp-form');
    expect(stepHeading('Enter the code sent to your mobile')).not.toHaveFocus();
  });
});

describe('account screen: a new e-mail address', () => {
  beforeEach(() => sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession())));

  it('asks "confirm it is you" when the proof is old, then sends the link', async () => {
    const user = userEvent.setup();
    let proved = false;
    const api = fakeApi({
      'GET /api/auth/currentUser': { body: testSession() },
      'GET /api/users/retrieve-otp-data': { body: { purpose: null, otp: null } },
      'GET /api/users/sessions': { body: [] },
      'POST /api/users/send-activate-email': () =>
        proved
          ? { body: { success: true } }
          : { status: 428, body: { code: 'STEP_UP_REQUIRED', message: 'For your security, confirm it is you, then try again.' } },
      'POST /api/users/confirm-password': () => {
        proved = true;
        return { body: { success: true } };
      },
    });
    await renderWithApp(<AccountScreen />, { language: 'en' });
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'new@example.sa');
    await user.click(screen.getByRole('button', { name: 'Send the activation link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText(/Your password/), 'sanad-demo-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('account-email-sent')).toHaveTextContent('new@example.sa');
    expect(api.callsTo('POST', '/api/users/send-activate-email')).toHaveLength(2);
  });
});
