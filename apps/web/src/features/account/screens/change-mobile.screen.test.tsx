import { mobileVerificationStatus, sessionStorageKeys } from '@sanad/contract/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { ChangeMobileScreen } from './change-mobile.screen.tsx';

const otpSent = { id: 'cm-1', maskedMobile: '05******67', expiresInSeconds: 300, resendAfterSeconds: 60 };
const routes = [
  { path: paths.changeMobile, element: <ChangeMobileScreen /> },
  { path: paths.home, element: <p>home screen</p> },
];
const noPending = { 'GET /api/users/retrieve-otp-data': { body: { purpose: null, otp: null } } };

afterEach(() => {
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
});

describe('change mobile screen', () => {
  it('is forced for an unverified mobile: says why, in the page and in an error toast, with no way to cancel', async () => {
    sessionStorage.setItem(
      sessionStorageKeys.currentUser,
      JSON.stringify(testSession({ mobileVerificationStatus: mobileVerificationStatus.NOT_VERIFIED })),
    );
    fakeApi(noPending);
    await renderWithApp(<></>, { language: 'en', routes, path: paths.changeMobile });
    expect(await screen.findByTestId('change-mobile-forced')).toHaveTextContent('Change your mobile number to continue');
    expect(toasts.snapshot()).toEqual([expect.objectContaining({ type: 'error', message: expect.stringContaining('not verified') })]);
    expect(screen.queryByRole('link', { name: 'Cancel' })).toBeNull();
  });

  it('asks before taking over a number another account holds, then confirms the code and moves on', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
    const updated = testSession({ maskedMobile: '05******67' });
    const api = fakeApi({
      ...noPending,
      'POST /api/users/change-mobile': { body: { duplicated: true, otp: null } },
      'POST /api/users/confirm-change-duplicated-mobile': { body: otpSent },
      'POST /api/users/confirm-change-mobile': { body: updated },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.changeMobile });
    await user.type(await screen.findByRole('textbox', { name: 'New mobile number' }), '0591234567');
    await user.click(screen.getByRole('button', { name: 'Send a code to this number' }));
    expect(await screen.findByTestId('change-mobile-duplicate')).toHaveTextContent('0591234567');
    await user.click(screen.getByTestId('change-mobile-take-over'));
    expect(api.callsTo('POST', '/api/users/confirm-change-duplicated-mobile')[0]?.body).toEqual({ mobile: '0591234567' });

    await user.type(await screen.findByTestId('otp-input'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm the new number' }));
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/users/confirm-change-mobile')[0]?.body).toEqual({ id: 'cm-1', oneTimePassword: '123456' });
    expect(JSON.parse(sessionStorage.getItem(sessionStorageKeys.currentUser) ?? 'null')).toEqual(updated);
  });

  it('continues at the code step after a reload (retrieve-otp-data)', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
    fakeApi({ 'GET /api/users/retrieve-otp-data': { body: { purpose: 'CHANGE_MOBILE', otp: otpSent } } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.changeMobile });
    expect(await screen.findByTestId('change-mobile-otp-form')).toBeInTheDocument();
    expect(screen.getByTestId('otp-masked-mobile')).toHaveTextContent('05******67');
    // Restored on arrival, not moved to by the user: focus stays where the route change put it.
    expect(screen.getByRole('heading', { level: 2, name: 'Confirm the code' })).not.toHaveFocus();
  });

  it('moves focus to each step the user moves to: the take-over question, the code, and back to the number', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
    fakeApi({
      ...noPending,
      'POST /api/users/change-mobile': { body: { duplicated: true, otp: null } },
      'POST /api/users/confirm-change-duplicated-mobile': { body: otpSent },
    });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.changeMobile });
    const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
    await user.type(await screen.findByRole('textbox', { name: 'رقم الجوال الجديد' }), '٠٥٩١٢٣٤٥٦٧');
    await user.click(screen.getByRole('button', { name: 'إرسال رمز إلى هذا الرقم' }));
    await screen.findByTestId('change-mobile-duplicate');
    await waitFor(() => expect(stepHeading('هذا الرقم مسجّل لحساب آخر')).toHaveFocus());
    expect(screen.getByTestId('change-mobile-duplicate')).toHaveTextContent('0591234567');

    await user.click(screen.getByTestId('change-mobile-take-over'));
    await screen.findByTestId('change-mobile-otp-form');
    await waitFor(() => expect(stepHeading('تأكيد الرمز')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'استخدام رقم آخر' }));
    await waitFor(() => expect(stepHeading('الرقم الجديد')).toHaveFocus());
  });

  it('goes back to the number with the error summary focused when the take-over fails', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
    fakeApi({
      ...noPending,
      'POST /api/users/change-mobile': { body: { duplicated: true, otp: null } },
      'POST /api/users/confirm-change-duplicated-mobile': {
        status: 555,
        body: { code: 'MOBILE_TAKEN', message: 'The number could not be moved.' },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.changeMobile });
    await user.type(await screen.findByRole('textbox', { name: 'New mobile number' }), '0591234567');
    await user.click(screen.getByRole('button', { name: 'Send a code to this number' }));
    await user.click(await screen.findByTestId('change-mobile-take-over'));
    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveTextContent('The number could not be moved.');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: 'New number' })).not.toHaveFocus();
  });

  it('takes the unverified-mobile error away once the new number is confirmed', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(
      sessionStorageKeys.currentUser,
      JSON.stringify(testSession({ mobileVerificationStatus: mobileVerificationStatus.NOT_VERIFIED })),
    );
    fakeApi({
      ...noPending,
      'POST /api/users/change-mobile': { body: { duplicated: false, otp: otpSent } },
      'POST /api/users/confirm-change-mobile': { body: testSession({ maskedMobile: '05******67' }) },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.changeMobile });
    expect(toasts.snapshot()).toEqual([expect.objectContaining({ type: 'error' })]);
    await user.type(await screen.findByRole('textbox', { name: 'New mobile number' }), '0591234567');
    await user.click(screen.getByRole('button', { name: 'Send a code to this number' }));
    await user.type(await screen.findByTestId('otp-input'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm the new number' }));

    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(toasts.snapshot()).toEqual([expect.objectContaining({ type: 'success', message: 'Your mobile number was changed.' })]);
  });

  it('asks "confirm it is you" when the proof is old, with a code to the current mobile, then sends the code to the new one', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
    let proved = false;
    const api = fakeApi({
      ...noPending,
      'POST /api/users/change-mobile': () =>
        proved
          ? { body: { duplicated: false, otp: otpSent } }
          : { status: 428, body: { code: 'STEP_UP_REQUIRED', message: 'For your security, confirm it is you, then try again.' } },
      'POST /api/users/step-up/send-otp': { body: { ...otpSent, id: 'su-1', maskedMobile: '05******01' } },
      'POST /api/users/step-up/confirm-otp': () => {
        proved = true;
        return { body: { success: true } };
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.changeMobile });
    await user.type(await screen.findByRole('textbox', { name: 'New mobile number' }), '0591234567');
    await user.click(screen.getByRole('button', { name: 'Send a code to this number' }));
    await user.click(await screen.findByRole('button', { name: 'Send a code to my mobile instead' }));
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await user.type(await screen.findByTestId('otp-input'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }));

    // The change goes on to its own code step, for the new number.
    expect(await screen.findByTestId('change-mobile-otp-form')).toBeInTheDocument();
    expect(screen.getByTestId('otp-masked-mobile')).toHaveTextContent('05******67');
    expect(api.callsTo('POST', '/api/users/step-up/confirm-otp')[0]?.body).toEqual({ id: 'su-1', oneTimePassword: '654321' });
    expect(api.callsTo('POST', '/api/users/change-mobile')).toHaveLength(2);
  });
});

describe('change mobile screen during an emergency login', () => {
  const standIn = (user: Parameters<typeof testSession>[0] = {}) =>
    testSession({
      nameEn: 'Faisal Alotaibi',
      role: 'DEPENDENT',
      emergencyLogin: true,
      actingFor: { id: 'acc-1', nameAr: 'سارة العتيبي', nameEn: 'Sara Alotaibi' },
      ...user,
    });

  it('reached by its address, says where the setting is instead of a form the server refuses', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(standIn()));
    const api = fakeApi(noPending);
    await renderWithApp(<></>, { language: 'en', routes, path: paths.changeMobile });
    expect(await screen.findByTestId('account-stand-in')).toHaveTextContent('You are acting for Sara Alotaibi');
    expect(screen.queryByTestId('change-mobile-form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('keeps a forced mobile change a form: the forced step comes first', async () => {
    sessionStorage.setItem(
      sessionStorageKeys.currentUser,
      JSON.stringify(standIn({ mobileVerificationStatus: mobileVerificationStatus.NOT_VERIFIED })),
    );
    fakeApi(noPending);
    await renderWithApp(<></>, { language: 'en', routes, path: paths.changeMobile });
    expect(await screen.findByTestId('change-mobile-forced')).toBeInTheDocument();
    expect(screen.getByTestId('change-mobile-form')).toBeInTheDocument();
    expect(screen.queryByTestId('account-stand-in')).toBeNull();
  });
});
