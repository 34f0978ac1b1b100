import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typeDate } from '../../../components/form/form-testing.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { RegisterScreen } from './register.screen.tsx';

const otpSent = { id: 'reg-1', maskedMobile: '05******67', expiresInSeconds: 300, resendAfterSeconds: 60 };

async function fill(user: ReturnType<typeof userEvent.setup>, confirm = 'Palm-Harbour-47!') {
  await user.type(document.getElementById('register-nin') as HTMLElement, '1010000006');
  await typeDate(user, 'register-birth-date', '1990-05-17');
  await user.type(document.getElementById('register-mobile') as HTMLElement, '0591234567');
  await user.type(document.getElementById('register-password') as HTMLElement, 'Palm-Harbour-47!');
  await user.type(document.getElementById('register-confirm-password') as HTMLElement, confirm);
  await user.type(document.getElementById('register-captcha') as HTMLElement, 'ab12c');
  await user.click(document.getElementById('register-accept-terms') as HTMLElement);
}

describe('register screen', () => {
  it('checks the data with the contract in the browser: NIN check digit, mobile, matching passwords, terms', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    await renderWithApp(<RegisterScreen />, { language: 'en' });
    await user.type(document.getElementById('register-nin') as HTMLElement, '1010000007');
    await user.type(document.getElementById('register-mobile') as HTMLElement, '0512');
    await user.type(document.getElementById('register-password') as HTMLElement, 'Palm-Harbour-47!');
    await user.type(document.getElementById('register-confirm-password') as HTMLElement, 'Palm-Harbour-48!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByTestId('error-summary');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'This is not a valid national ID or residence number.',
      'Enter a valid date.',
      'Enter a Saudi mobile number like 05XXXXXXXX.',
      'The passwords do not match.',
      'Enter the characters in the image.',
      'Accept the privacy policy and terms of use to register.',
    ]);
    expect(api.calls).toHaveLength(0);
  });

  it('shows a registration refusal (HTTP 555, spec §8) like any other error and keeps the data', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/registration/register': {
        status: 555,
        body: {
          code: 'NIN_ALREADY_REGISTERED',
          message: 'An account already exists for this national ID. Sign in, or reset the password if you forgot it.',
        },
      },
    });
    await renderWithApp(<RegisterScreen />, { language: 'en' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent('An account already exists for this national ID.');
    expect(document.getElementById('register-nin')).toHaveValue('1010000006');
    expect(document.getElementById('register-password')).toHaveValue('Palm-Harbour-47!');
  });

  it('sends the data without the empty e-mail, then confirms the mobile with the code and says it is done', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/registration/register': { body: otpSent },
      'POST /api/registration/confirm-mobile': { body: { success: true } },
    });
    await renderWithApp(<RegisterScreen />, { language: 'ar' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(await screen.findByTestId('register-otp-form')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/registration/register')[0]?.body).toEqual({
      nin: '1010000006',
      birthDate: '1990-05-17',
      mobile: '0591234567',
      password: 'Palm-Harbour-47!',
      captcha: 'ab12c',
    });
    expect(screen.getByTestId('otp-resend')).toHaveTextContent('إرسال رمز جديد بعد 1:00');
    await user.type(screen.getByTestId('otp-input'), '654321');
    await user.click(screen.getByRole('button', { name: 'تأكيد رقم الجوال' }));
    expect(await screen.findByTestId('register-done')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/registration/confirm-mobile')[0]?.body).toEqual({ id: 'reg-1', oneTimePassword: '654321' });
  });

  it('moves focus to each new step: the code, back to the details, the code again, then done', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/registration/register': { body: otpSent },
      'POST /api/registration/confirm-mobile': { body: { success: true } },
    });
    await renderWithApp(<RegisterScreen />, { language: 'en' });
    const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
    expect(stepHeading('Your details')).not.toHaveFocus();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('register-otp-form');
    await waitFor(() => expect(stepHeading('Confirm your mobile')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Change my details' }));
    await waitFor(() => expect(stepHeading('Your details')).toHaveFocus());
    expect(document.getElementById('register-nin')).toHaveValue('1010000006');
    // The first captcha was spent: the field is empty again, for the new image.
    expect(document.getElementById('register-captcha')).toHaveValue('');
    await user.type(document.getElementById('register-captcha') as HTMLElement, 'xy34z');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(stepHeading('Confirm your mobile')).toHaveFocus());

    // A wrong code stays on its step, with focus on the error summary.
    await user.click(screen.getByRole('button', { name: 'Confirm my mobile' }));
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveFocus());
    await user.type(screen.getByTestId('otp-input'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm my mobile' }));
    await screen.findByTestId('register-done');
    await waitFor(() => expect(stepHeading('Your account is ready')).toHaveFocus());
  });

  it('accepts a national ID, mobile and code typed with Arabic-Indic or Persian digits', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/registration/register': { body: otpSent },
      'POST /api/registration/confirm-mobile': { body: { success: true } },
    });
    await renderWithApp(<RegisterScreen />, { language: 'ar' });
    await user.type(document.getElementById('register-nin') as HTMLElement, '١٠١٠٠٠٠٠٠٦');
    await typeDate(user, 'register-birth-date', '1990-05-17');
    await user.type(document.getElementById('register-mobile') as HTMLElement, '۰۵۹۱۲۳۴۵۶۷');
    await user.type(document.getElementById('register-password') as HTMLElement, 'Palm-Harbour-47!');
    await user.type(document.getElementById('register-confirm-password') as HTMLElement, 'Palm-Harbour-47!');
    await user.type(document.getElementById('register-captcha') as HTMLElement, 'ab12c');
    await user.click(document.getElementById('register-accept-terms') as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'متابعة' }));

    await user.type(await screen.findByTestId('otp-input'), '٦٥٤٣٢١');
    await user.click(screen.getByRole('button', { name: 'تأكيد رقم الجوال' }));
    expect(await screen.findByTestId('register-done')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/registration/register')[0]?.body).toMatchObject({ nin: '1010000006', mobile: '0591234567' });
    expect(api.callsTo('POST', '/api/registration/confirm-mobile')[0]?.body).toEqual({ id: 'reg-1', oneTimePassword: '654321' });
  });

  it('asks for the captcha like sign-in: a wrong one (555) shows its message, loads a new image and keeps the data', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/registration/register': {
        status: 555,
        body: {
          code: 'CAPTCHA_INVALID',
          message: 'The characters do not match the image, or it expired. Try the new image.',
          fieldErrors: [{ field: 'body.captcha', code: 'captcha_invalid', message: 'The characters do not match the image.' }],
        },
      },
    });
    await renderWithApp(<RegisterScreen />, { language: 'en' });
    const image = screen.getByTestId('captcha-image');
    expect(image.getAttribute('src')).toMatch(/^\/api\/captcha\/image\?timestamp=\d{13,}$/);
    const before = image.getAttribute('src');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByRole('link')).toHaveTextContent('The characters do not match the image.');
    await waitFor(() => expect(image.getAttribute('src')).not.toBe(before));
    expect(document.getElementById('register-captcha')).toHaveValue('');
    expect(document.getElementById('register-nin')).toHaveValue('1010000006');
    expect(document.getElementById('register-password')).toHaveValue('Palm-Harbour-47!');
  });
});
