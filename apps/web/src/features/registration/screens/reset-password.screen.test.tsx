import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typeDate } from '../../../components/form/form-testing.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ResetPasswordScreen } from './reset-password.screen.tsx';

const otpSent = { id: 'reset-1', maskedMobile: '05******01', expiresInSeconds: 300, resendAfterSeconds: 60 };
const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });

async function requestCode(user: ReturnType<typeof userEvent.setup>, nin = '1010000006') {
  await user.type(document.getElementById('reset-nin') as HTMLElement, nin);
  await typeDate(user, 'reset-birth-date', '1990-05-17');
  await user.type(screen.getByRole('textbox', { name: 'Characters in the image' }), 'ab12c');
  await user.click(screen.getByRole('button', { name: 'Send the code' }));
}

describe('reset password screen', () => {
  it('moves focus to each new step: the code and new password, back to the identity, then done', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/reset-password': (call) =>
        call.body !== null && typeof call.body === 'object' && 'nin' in call.body ? { body: otpSent } : { body: { success: true } },
    });
    await renderWithApp(<ResetPasswordScreen />, { language: 'en' });
    await requestCode(user);
    await screen.findByTestId('reset-password-confirm-form');
    await waitFor(() => expect(stepHeading('New password')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'No code? Start again' }));
    await waitFor(() => expect(stepHeading('Your identity')).toHaveFocus());
    await user.type(screen.getByRole('textbox', { name: 'Characters in the image' }), 'cd34e');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await waitFor(() => expect(stepHeading('New password')).toHaveFocus());

    // Nothing typed: the step stays, and the error summary has focus.
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveFocus());

    await user.type(screen.getByTestId('otp-input'), '123456');
    await user.type(document.getElementById('reset-new-password') as HTMLElement, 'After-reset-2026');
    await user.type(document.getElementById('reset-confirm-password') as HTMLElement, 'After-reset-2026');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await screen.findByTestId('reset-password-done');
    await waitFor(() => expect(stepHeading('Your password was changed')).toHaveFocus());
  });

  it('names the captcha by its characters, and takes a national ID typed with Arabic-Indic digits', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/reset-password': { body: otpSent } });
    await renderWithApp(<ResetPasswordScreen />, { language: 'ar' });
    expect(screen.getByRole('textbox', { name: 'الأحرف الظاهرة في الصورة' })).toBeInTheDocument();
    await user.type(document.getElementById('reset-nin') as HTMLElement, '١٠١٠٠٠٠٠٠٦');
    await typeDate(user, 'reset-birth-date', '1990-05-17');
    await user.type(screen.getByRole('textbox', { name: 'الأحرف الظاهرة في الصورة' }), 'ab12c');
    await user.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    await screen.findByTestId('reset-password-confirm-form');
    expect(api.callsTo('POST', '/api/reset-password')[0]?.body).toEqual({ nin: '1010000006', birthDate: '1990-05-17', captcha: 'ab12c' });
  });
});
