import { sessionStorageKeys } from '@sanad/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { paths } from '../../../app/paths.ts';
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

describe('account screen during an emergency login', () => {
  // Faisal signed in as himself, then entered Sara's account as her stand-in: the account shown is his own.
  const standIn = testSession(
    {
      id: 'acc-63',
      username: '1010000063',
      nameAr: 'فيصل العتيبي',
      nameEn: 'Faisal Alotaibi',
      role: 'DEPENDENT',
      maskedMobile: '05******07',
      emergencyLogin: true,
      actingFor: { id: 'acc-1', nameAr: 'سارة العتيبي', nameEn: 'Sara Alotaibi' },
    },
    { principal: '1010000063' },
  );
  const routes = [
    { path: paths.account, element: <AccountScreen /> },
    { path: paths.login, element: <p>login screen</p> },
  ];
  beforeEach(() => sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(standIn)));

  it('says where the account settings are instead of offering changes the server refuses', async () => {
    const api = fakeApi({ 'GET /api/auth/currentUser': { body: standIn } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.account });
    const note = await screen.findByTestId('account-stand-in');
    expect(note).toHaveTextContent('You are acting for Sara Alotaibi');
    expect(note).toHaveTextContent('after you sign out and sign in again as yourself');
    // The facts of the person's own account stay; nothing that changes it is offered.
    expect(screen.getByTestId('account-screen')).toHaveTextContent('Faisal Alotaibi');
    expect(screen.getByTestId('account-screen')).toHaveTextContent('05******07');
    for (const id of ['account-change-password', 'account-change-mobile', 'account-email', 'account-delete']) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
    expect(screen.queryByRole('heading', { name: 'Signed-in devices' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/auth/currentUser']);
  });

  it('says it in Arabic too', async () => {
    fakeApi({ 'GET /api/auth/currentUser': { body: standIn } });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.account });
    const note = await screen.findByTestId('account-stand-in');
    expect(note).toHaveTextContent('أنت تتصرف حالياً نيابةً عن سارة العتيبي');
    expect(note).toHaveTextContent('بعد تسجيل الخروج ثم الدخول مجدداً بحسابك أنت');
    expect(within(note).getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
  });

  it('signs out from the note, to the sign-in screen', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /api/auth/currentUser': { body: standIn }, 'POST /api/auth/logout': { body: { success: true } } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.account });
    await user.click(await screen.findByTestId('account-stand-in-sign-out'));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(sessionStorage.getItem(sessionStorageKeys.currentUser)).toBeNull();
  });

  it('leaves the applicant’s own account screen as it was', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
    fakeApi({
      'GET /api/auth/currentUser': { body: testSession() },
      'GET /api/users/retrieve-otp-data': { body: { purpose: null, otp: null } },
      'GET /api/users/sessions': { body: [] },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.account });
    expect(await screen.findByTestId('account-change-password')).toBeInTheDocument();
    expect(screen.getByTestId('account-change-mobile')).toBeInTheDocument();
    expect(screen.getByTestId('account-email')).toBeInTheDocument();
    expect(screen.getByTestId('account-delete')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Signed-in devices' })).toBeInTheDocument();
    expect(screen.queryByTestId('account-stand-in')).toBeNull();
  });
});
