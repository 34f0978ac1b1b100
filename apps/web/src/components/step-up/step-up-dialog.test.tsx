import { mobileVerificationStatus, sessionStorageKeys } from '@sanad/contract/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from 'virtual:sanad-routes';
import { useState } from 'react';
import { callApi } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { fakeApi, type FakeResponse } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { testSession } from '../../test/session.ts';
import { useStepUp } from './use-step-up.tsx';

const stepUpRequired: FakeResponse = {
  status: 428,
  body: {
    code: 'STEP_UP_REQUIRED',
    message: 'For your security, confirm it is you with your password or a code sent to your mobile, then try again.',
  },
};
const otpSent = { id: 'su-1', maskedMobile: '05******01', expiresInSeconds: 300, resendAfterSeconds: 60 };

/** A screen with one sensitive change, sent through the step-up hook as the account and profile screens do. */
function ChangeEmail() {
  const { withStepUp, stepUpDialog } = useStepUp();
  const [outcome, setOutcome] = useState('');
  const send = async () => {
    try {
      await withStepUp(() => callApi(routes.users.sendActivateEmail, { body: { email: 'new@example.sa' } }));
      setOutcome('sent');
    } catch (error) {
      setOutcome(errorMessage(error, { network: 'network', unexpected: 'unexpected' }));
    }
  };
  return (
    <>
      <button type="button" onClick={() => void send()}>
        Send
      </button>
      <p data-testid="outcome">{outcome}</p>
      {stepUpDialog}
    </>
  );
}

/** The change answers 428 until the server has recorded a proof, as the auth plugin does. */
function serverWithProof(extra: Record<string, FakeResponse | ((call: { body: unknown }) => FakeResponse)> = {}) {
  let proved = false;
  const api = fakeApi({
    'POST /api/users/send-activate-email': () => (proved ? { body: { success: true } } : stepUpRequired),
    'POST /api/users/confirm-password': (call) => {
      if ((call.body as { password: string }).password !== 'right password') {
        return {
          status: 400,
          body: {
            code: 'WRONG_PASSWORD',
            message: 'The password is not correct.',
            fieldErrors: [{ field: 'body.password', code: 'password_wrong', message: 'The password is not correct.' }],
          },
        };
      }
      proved = true;
      return { body: { success: true } };
    },
    'POST /api/users/step-up/send-otp': { body: otpSent },
    'POST /api/users/step-up/confirm-otp': () => {
      proved = true;
      return { body: { success: true } };
    },
    ...extra,
  });
  return api;
}

describe('step-up: "confirm it is you" before a sensitive change', () => {
  beforeEach(() => sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession())));

  it('asks for the password when the server wants a fresh proof, then makes the change', async () => {
    const user = userEvent.setup();
    const api = serverWithProof();
    await renderWithApp(<ChangeEmail />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog).toHaveTextContent('before changing your mobile number, e-mail address or bank account');

    await user.type(screen.getByLabelText(/Your password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent('The password is not correct.');
    expect(api.callsTo('POST', '/api/users/send-activate-email')).toHaveLength(1);

    await user.clear(screen.getByLabelText(/Your password/));
    await user.type(screen.getByLabelText(/Your password/), 'right password');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('sent'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', '/api/users/confirm-password').map((call) => call.body)).toEqual([
      { password: 'wrong password' },
      { password: 'right password' },
    ]);
    // The same change, sent again once the proof is recorded.
    expect(api.callsTo('POST', '/api/users/send-activate-email').map((call) => call.body)).toEqual([
      { email: 'new@example.sa' },
      { email: 'new@example.sa' },
    ]);
  });

  it('offers a code to the verified mobile instead of the password', async () => {
    const user = userEvent.setup();
    const api = serverWithProof();
    await renderWithApp(<ChangeEmail />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(await screen.findByRole('button', { name: 'Send a code to my mobile instead' }));
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByTestId('otp-masked-mobile')).toHaveTextContent('05******01');
    await user.type(screen.getByTestId('otp-input'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('sent'));
    expect(api.callsTo('POST', '/api/users/step-up/confirm-otp')[0]?.body).toEqual({ id: 'su-1', oneTimePassword: '123456' });
    expect(api.callsTo('POST', '/api/users/confirm-password')).toEqual([]);
  });

  it('changes nothing when the person closes the dialog, and says why', async () => {
    const user = userEvent.setup();
    const api = serverWithProof();
    await renderWithApp(<ChangeEmail />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('For your security, confirm it is you'));
    expect(api.callsTo('POST', '/api/users/send-activate-email')).toHaveLength(1);
    // Opened again, it starts empty.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByLabelText(/Your password/)).toHaveValue('');
  });

  it('offers no code when the account mobile is not verified (the password only)', async () => {
    sessionStorage.setItem(
      sessionStorageKeys.currentUser,
      JSON.stringify(testSession({ mobileVerificationStatus: mobileVerificationStatus.NOT_VERIFIED })),
    );
    const user = userEvent.setup();
    serverWithProof();
    await renderWithApp(<ChangeEmail />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Send a code to my mobile instead' })).toBeNull();
  });

  it('speaks Arabic to an Arabic reader', async () => {
    const user = userEvent.setup();
    serverWithProof();
    await renderWithApp(<ChangeEmail />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'تأكيد هويتك' })).toHaveTextContent('أرسل رمزاً إلى جوالي بدلاً من ذلك');
  });

  it('passes other failures through without asking', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/users/send-activate-email': {
        status: 409,
        body: { code: 'NOT_ALLOWED_FOR_STAND_IN', message: 'Only the applicant can do this.' },
      },
    });
    await renderWithApp(<ChangeEmail />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('Only the applicant can do this.'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
