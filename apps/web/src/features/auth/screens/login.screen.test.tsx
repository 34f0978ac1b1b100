import { sessionStorageKeys } from '@sanad/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { configureAuthFailure, endSessionInBrowser } from '../../../lib/auth-failure.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { LoginScreen } from './login.screen.tsx';

const otpSent = { id: 'otp-1', maskedMobile: '05******01', expiresInSeconds: 300, resendAfterSeconds: 60 };

const routes = [
  { path: paths.login, element: <LoginScreen /> },
  { path: paths.home, element: <p>home screen</p> },
  { path: paths.changePassword, element: <p>change password screen</p> },
];

afterEach(() => {
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
});

async function fillCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Username' }), '1010000006');
  await user.type(document.getElementById('login-password') as HTMLElement, 'sanad-demo-2026');
  await user.type(screen.getByRole('textbox', { name: 'Characters in the image' }), 'ab12c');
}

describe('login screen', () => {
  it('has its heading and both ways to sign in, in Arabic', async () => {
    await renderWithApp(<LoginScreen />, { language: 'ar' });
    expect(screen.getByTestId('login-screen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تسجيل الدخول');
    expect(screen.getByRole('tab', { name: 'اسم المستخدم وكلمة المرور' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'النفاذ الوطني الموحد (نفاذ)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سجّل الآن' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toHaveAttribute('href', '/reset-password');
  });

  it('masks the password and leaves it to password managers and paste (ASVS 6.2.6, 6.2.7)', async () => {
    const user = userEvent.setup();
    await renderWithApp(<LoginScreen />, { language: 'en' });
    const password = document.getElementById('login-password') as HTMLInputElement;
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('autocomplete', 'username');
    // Pasting is not blocked: what is pasted is what is sent.
    password.focus();
    await user.paste('pasted-Passphrase 42');
    expect(password).toHaveValue('pasted-Passphrase 42');
  });

  it('shows a captcha image fetched with a timestamp, and a new one on request', async () => {
    const user = userEvent.setup();
    await renderWithApp(<LoginScreen />, { language: 'en' });
    const image = screen.getByRole('img', { name: 'Image of characters to type' });
    const first = image.getAttribute('src') ?? '';
    expect(first).toMatch(/^\/api\/captcha\/image\?timestamp=\d{13,}$/);
    await user.click(screen.getByRole('button', { name: 'New image' }));
    expect(image.getAttribute('src')).not.toBe(first);
  });

  it('lists every empty field in a focused error summary, linked to its field', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    await renderWithApp(<LoginScreen />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter your username.',
      'Enter your password.',
      'Enter the characters in the image.',
    ]);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);

    await user.click(links[1] as HTMLElement);
    expect(document.getElementById('login-password')).toHaveFocus();
    expect(window.location.hash).not.toContain('login-password');
  });

  it('signs in with password, captcha and the SMS code, stores the session and follows the redirect order', async () => {
    const user = userEvent.setup();
    const session = testSession({ changePasswordRequired: true });
    const api = fakeApi({
      'POST /api/auth/login': { body: otpSent },
      'POST /api/auth/confirm-otp': { body: session },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.login });
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('otp-masked-mobile')).toHaveTextContent('05******01');
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      username: '1010000006',
      password: 'sanad-demo-2026',
      captcha: 'ab12c',
    });
    expect(screen.getByTestId('otp-resend')).toBeDisabled();
    expect(screen.getByTestId('otp-resend')).toHaveTextContent('Send a new code in 1:00');

    await user.type(screen.getByTestId('otp-input'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    expect(await screen.findByText('change password screen')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/confirm-otp')[0]?.body).toEqual({
      username: '1010000006',
      oneTimePassword: '123456',
      password: 'sanad-demo-2026',
    });
    expect(JSON.parse(sessionStorage.getItem(sessionStorageKeys.currentUser) ?? 'null')).toEqual(session);
  });

  it('shows the server message for a wrong captcha, loads a new image, and keeps username and password', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/auth/login': {
        status: 400,
        body: {
          code: 'CAPTCHA_INVALID',
          message: 'The characters do not match the image, or it expired. Try the new image.',
          fieldErrors: [{ field: 'body.captcha', code: 'captcha_invalid', message: 'The characters do not match the image.' }],
        },
      },
    });
    await renderWithApp(<LoginScreen />, { language: 'en' });
    const image = screen.getByTestId('captcha-image');
    const before = image.getAttribute('src');
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveTextContent('The characters do not match the image.');
    await waitFor(() => expect(image.getAttribute('src')).not.toBe(before));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('1010000006');
    expect(document.getElementById('login-password')).toHaveValue('sanad-demo-2026');
    expect(screen.getByRole('textbox', { name: 'Characters in the image' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Characters in the image' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a wrong password as the server says it, in the summary', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/auth/login': {
        status: 400,
        body: { code: 'INVALID_CREDENTIALS', message: 'The national ID or password is not correct.' },
      },
    });
    await renderWithApp(<LoginScreen />, { language: 'en' });
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent('The national ID or password is not correct.');
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveFocus());
    expect(sessionStorage.getItem(sessionStorageKeys.currentUser)).toBeNull();
  });

  it('moves focus to the code step when the credentials are accepted, and back to the credentials on starting again', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/auth/login': { body: otpSent } });
    await renderWithApp(<LoginScreen />, { language: 'en' });
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const codeHeading = await screen.findByRole('heading', { level: 2, name: 'Enter the code sent to your mobile' });
    await waitFor(() => expect(codeHeading).toHaveFocus());
    expect(codeHeading).toHaveAttribute('tabindex', '-1');

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Sign in with your password' })).toHaveFocus());
  });

  it('leaves focus on the error summary when the code is refused', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/auth/login': { body: otpSent },
      'POST /api/auth/confirm-otp': { status: 400, body: { code: 'OTP_INVALID', message: 'The verification code is not correct.' } },
    });
    await renderWithApp(<LoginScreen />, { language: 'en' });
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByTestId('otp-input'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: 'Enter the code sent to your mobile' })).not.toHaveFocus();
  });

  it('takes a national ID and a code typed with Arabic-Indic or Persian digits as Latin digits', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/auth/login': { body: otpSent },
      'POST /api/auth/confirm-otp': { body: testSession() },
    });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.login });
    await user.type(screen.getByRole('textbox', { name: 'اسم المستخدم' }), '١٠١٠٠٠٠٠٠٦');
    expect(screen.getByRole('textbox', { name: 'اسم المستخدم' })).toHaveValue('1010000006');
    await user.type(document.getElementById('login-password') as HTMLElement, 'sanad-demo-2026');
    await user.type(screen.getByRole('textbox', { name: 'الأحرف الظاهرة في الصورة' }), 'ab12c');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await user.type(await screen.findByTestId('otp-input'), '۱۲۳٤٥٦');
    await user.click(screen.getByRole('button', { name: 'تأكيد وتسجيل الدخول' }));

    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(screen.queryByTestId('error-summary')).toBeNull();
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toMatchObject({ username: '1010000006' });
    expect(api.callsTo('POST', '/api/auth/confirm-otp')[0]?.body).toMatchObject({ username: '1010000006', oneTimePassword: '123456' });
  });

  describe('after a 401 or 403 ended the session', () => {
    const navigate = vi.fn();
    beforeEach(() => {
      navigate.mockReset();
      configureAuthFailure({ loginPath: paths.login, signInPaths: [paths.login, paths.iamLogin], navigate });
    });

    /** What the API client does on a 401 while the user is on `hash` with or without a session. */
    function endSession(hash: string, signedIn: boolean) {
      if (signedIn) sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
      window.location.hash = hash;
      endSessionInBrowser();
    }

    it('says once, in the language of the screen, that the session ended and the user must sign in again', async () => {
      endSession('#/home', true);
      expect(navigate).toHaveBeenCalledWith(paths.login);
      const first = await renderWithApp(<LoginScreen />, { language: 'ar' });
      await waitFor(() =>
        expect(toasts.snapshot()).toEqual([
          expect.objectContaining({ type: 'info', message: 'انتهت جلستك. سجّل الدخول مرة أخرى للمتابعة.' }),
        ]),
      );
      // Leaving the screen (signing in) takes it away; coming back does not show it again.
      first.unmount();
      expect(toasts.snapshot()).toEqual([]);
      await renderWithApp(<LoginScreen />, { language: 'en' });
      expect(toasts.snapshot()).toEqual([]);
    });

    it('says nothing on a first visit, to a visitor refused on a public screen, or on the login screen itself', async () => {
      await renderWithApp(<LoginScreen />, { language: 'en' }).then((view) => view.unmount());
      endSession('#/register', false);
      await renderWithApp(<LoginScreen />, { language: 'en' }).then((view) => view.unmount());
      endSession('#/login', true);
      await renderWithApp(<LoginScreen />, { language: 'en' });
      expect(toasts.snapshot()).toEqual([]);
    });
  });

  it('starts a Nafath sign-in and shows the number to choose', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/iam/v2/login': { body: { id: 'iam-1', transId: 'trans-1', random: '37' } } });
    await renderWithApp(<LoginScreen />, { language: 'en' });
    await user.click(screen.getByRole('tab', { name: 'National single sign-on (Nafath)' }));
    // The tab's code loads on demand (decision 007).
    await user.click(await screen.findByRole('button', { name: 'Continue with Nafath' }));
    expect(within(await screen.findByTestId('error-summary')).getAllByRole('link')).toHaveLength(2);

    await user.type(screen.getByRole('textbox', { name: 'National ID or residence (Iqama) number' }), '1010000006');
    await user.type(screen.getByRole('textbox', { name: 'Characters in the image' }), 'xy9');
    await user.click(screen.getByRole('button', { name: 'Continue with Nafath' }));
    expect(await screen.findByTestId('nafath-random')).toHaveTextContent('37');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Confirm in the Nafath app' })).toHaveFocus());
    expect(api.callsTo('POST', '/api/iam/v2/login')[0]?.body).toEqual({ username: '1010000006', captcha: 'xy9' });
    // Demo mode (the test configuration): a pointer to the identity-provider simulator.
    expect(screen.getByRole('link', { name: /identity-provider simulator/ })).toHaveAttribute('href', '#/dev/outbox');

    await user.click(screen.getByRole('button', { name: 'Cancel the request' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Start with your national ID' })).toHaveFocus());
  });

  it('sends an account whose mobile is not verified to Nafath, with the national ID filled in', async () => {
    const user = userEvent.setup();
    const message =
      'Your mobile number is not verified, so no sign-in code can be sent to it. Sign in with the national single sign-on (Nafath), then set a new number.';
    fakeApi({ 'POST /api/auth/login': { status: 400, body: { code: 'MOBILE_NOT_VERIFIED_USE_SSO', message } } });
    await renderWithApp(<LoginScreen />, { language: 'en' });
    // No way to Nafath is offered before the server asks for it.
    expect(screen.queryByTestId('login-use-nafath')).not.toBeInTheDocument();
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('error-summary')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Sign in with Nafath' }));
    expect(screen.getByRole('tab', { name: 'National single sign-on (Nafath)' })).toHaveAttribute('aria-selected', 'true');
    const nationalId = await screen.findByRole('textbox', { name: 'National ID or residence (Iqama) number' });
    expect(nationalId).toHaveValue('1010000006');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Start with your national ID' })).toHaveFocus());
  });
});
