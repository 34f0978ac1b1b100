import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import ltrClasses from '../../../components/ltr-text.module.css';
import { toasts } from '../../../components/toast/toast-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { base, cacheLookups, noIban, personalInfo, profileRoutes, profileSts, signIn } from '../screens/test-fixtures.ts';

const path = `${paths.unifiedProfile}?tab=personal`;
const pending = {
  current: null,
  pending: {
    maskedIban: 'SA03 **** **** **** **** 7519',
    bankCode: '80',
    status: 'PENDING',
    requestedAt: '2026-11-20T08:00:00.000Z',
    rejectionReason: null,
  },
};
const verified = {
  current: { maskedIban: 'SA03 **** **** **** **** 7519', bankCode: '80', verifiedAt: '2026-11-21T08:00:00.000Z' },
  pending: null,
};

beforeEach(() => {
  cacheLookups();
  signIn();
});
afterEach(() => {
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
});

describe('personal tab', () => {
  it('shows the civil-registry facts and saves the social status and disabilities with their severity', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: profileSts({ personalTabCompleted: false }) },
      [`GET ${base}/personal-info-tab/load`]: { body: personalInfo({ socialStatus: null, hasDisability: null }) },
      [`GET ${base}/personal-info-tab/disabilities-data`]: { body: [] },
      [`GET ${base}/personal-info-tab/loadIbanInfo`]: { body: noIban },
      [`POST ${base}/personal-info-tab/save`]: ({ body }) => ({
        status: 400,
        body:
          (body as { disabilities: unknown[] }).disabilities.length === 1
            ? {
                code: 'VALIDATION_FAILED',
                message: 'Check the fields.',
                fieldErrors: [{ field: 'body.disabilities.0.code', code: 'invalid_value', message: 'Choose one of the allowed values.' }],
              }
            : { code: 'VALIDATION_FAILED', message: 'Check the fields.' },
      }),
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path });

    const civil = await screen.findByTestId('profile-civil');
    expect(civil).toHaveTextContent('Sara Alotaibi');
    expect(civil).toHaveTextContent('******0006');
    expect(civil).toHaveTextContent('Female');
    expect(civil).toHaveTextContent('12 April 1985 (21 Rajab 1405 AH)');

    // Nothing answered: the summary lists both questions.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(await screen.findByTestId('error-summary')).getAllByRole('link')).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: /Social status/ }), 'MARRIED');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hearing impairment' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // A ticked disability needs its severity before anything is sent.
    expect(await screen.findByRole('combobox', { name: /Severity of Hearing impairment/ })).toHaveAccessibleDescription(
      'Choose the severity.',
    );
    expect(api.callsTo('POST', `${base}/personal-info-tab/save`)).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: /Severity of Hearing impairment/ }), 'SEVERE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/personal-info-tab/save`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/personal-info-tab/save`)[0]?.body).toEqual({
      socialStatus: 'MARRIED',
      hasDisability: true,
      disabilities: [{ code: 'HEARING', severity: 'SEVERE' }],
    });
    // The server's error about the first disability sent lands on that disability's checkbox.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Hearing impairment' })).toHaveAccessibleDescription('Choose one of the allowed values.'),
    );
  });

  it('keeps the masked national ID and mobile left to right in Arabic, isolated from the text around them; the birth date in both calendars', async () => {
    fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: profileSts() },
      [`GET ${base}/personal-info-tab/load`]: { body: personalInfo({ maskedMobile: '05******07' }) },
      [`GET ${base}/personal-info-tab/disabilities-data`]: { body: [] },
      [`GET ${base}/personal-info-tab/loadIbanInfo`]: { body: noIban },
    });
    await renderWithApp(<></>, { language: 'ar', routes: profileRoutes, path });
    const civil = await screen.findByTestId('profile-civil');
    for (const masked of ['05******07', '******0006']) {
      const value = within(civil).getByText(masked);
      expect(value).toHaveAttribute('dir', 'ltr');
      expect(value).toHaveClass(ltrClasses.ltr ?? 'a missing class');
    }
    // The birth date in both calendars, in Arabic words with Latin digits.
    expect(civil).toHaveTextContent('12 أبريل 1985 (21 رجب 1405 هـ)');
  });

  it('marks the tab complete after a save and reloads the disabilities from the answer', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: profileSts({ personalTabCompleted: false }) },
      [`GET ${base}/personal-info-tab/load`]: { body: personalInfo() },
      [`GET ${base}/personal-info-tab/disabilities-data`]: { body: [] },
      [`GET ${base}/personal-info-tab/loadIbanInfo`]: { body: noIban },
      [`POST ${base}/personal-info-tab/save`]: ({ body }) => ({
        body: { data: personalInfo(body as object), status: profileSts({ personalTabCompleted: true }) },
      }),
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path });
    await waitFor(() => expect(screen.getByRole('tab', { name: /Personal information/ })).toHaveTextContent('To do'));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Personal information/ })).toHaveTextContent('Complete'));
    expect(toasts.snapshot()).toEqual([expect.objectContaining({ type: 'success', message: 'Saved.' })]);
  });
});

describe('payment IBAN', () => {
  const handlers = (iban: () => unknown) => ({
    [`GET ${base}/load-profile-sts`]: { body: profileSts() },
    [`GET ${base}/personal-info-tab/load`]: { body: personalInfo() },
    [`GET ${base}/personal-info-tab/disabilities-data`]: { body: [] },
    [`GET ${base}/personal-info-tab/loadIbanInfo`]: () => ({ body: iban() }),
  });

  it('waits for the bank, and "check again" shows the IBAN verified once the bank has answered', async () => {
    const user = userEvent.setup();
    let answer: unknown = pending;
    const api = fakeApi(handlers(() => answer));
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path });

    const waiting = await screen.findByTestId('profile-iban-pending');
    expect(waiting).toHaveTextContent('Waiting for the bank');
    expect(waiting).toHaveTextContent('SA03 **** **** **** **** 7519');
    expect(waiting).toHaveTextContent('Payments can start once the bank has verified it.');

    await user.click(within(waiting).getByRole('button', { name: 'Check again' }));
    expect(toasts.snapshot()).toEqual([expect.objectContaining({ type: 'info', message: expect.stringContaining('not answered yet') })]);

    answer = verified;
    await user.click(within(screen.getByTestId('profile-iban-pending')).getByRole('button', { name: 'Check again' }));
    const current = await screen.findByTestId('profile-iban-current');
    expect(current).toHaveTextContent('Verified');
    expect(current).toHaveTextContent('Al Rajhi Bank');
    expect(screen.queryByTestId('profile-iban-pending')).not.toBeInTheDocument();
    expect(api.callsTo('GET', `${base}/personal-info-tab/loadIbanInfo`)).toHaveLength(3);
  });

  it('shows the IBAN but no form during an emergency login, saying why (the server refuses a new one then)', async () => {
    signIn(
      testSession(
        { id: 'acc-helper', emergencyLogin: true, actingFor: { id: 'acc-1', nameAr: 'سارة العتيبي', nameEn: 'Sara Alotaibi' } },
        { authorities: [{ authority: 'APPLICANT' }] },
      ),
    );
    const api = fakeApi(handlers(() => verified));
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path });

    expect(await screen.findByTestId('profile-iban-current')).toHaveTextContent('SA03 **** **** **** **** 7519');
    const reason = screen.getByTestId('profile-iban-emergency');
    expect(reason).toHaveTextContent('Only the applicant can change the IBAN');
    expect(reason).toHaveTextContent('During an emergency login you can see the payment IBAN but not change it');
    expect(screen.queryByTestId('profile-iban-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for verification' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/personal-info-tab/updateIban`)).toEqual([]);
  });

  it('offers the form to the applicant themselves', async () => {
    fakeApi(handlers(() => verified));
    await renderWithApp(<></>, { language: 'ar', routes: profileRoutes, path });
    expect(await screen.findByTestId('profile-iban-form')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-iban-emergency')).not.toBeInTheDocument();
  });

  it('explains a refusal by the bank in words', async () => {
    fakeApi(
      handlers(() => ({
        current: null,
        pending: { ...pending.pending, status: 'REJECTED', rejectionReason: 'ACCOUNT_NOT_FOUND' },
      })),
    );
    await renderWithApp(<></>, { language: 'ar', routes: profileRoutes, path });
    expect(await screen.findByTestId('profile-iban-rejected')).toHaveTextContent('لا يوجد لدى البنك حساب بهذا الآيبان');
  });

  it('checks a new IBAN in the browser before sending it, then sends it without spaces', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...handlers(() => verified),
      [`POST ${base}/personal-info-tab/updateIban`]: { body: { current: verified.current, pending: pending.pending } },
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path });
    const input = await screen.findByRole('textbox', { name: /New IBAN/ });
    await user.type(input, 'SA03 8000 0000 6080 1016 7518');
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(input).toHaveAccessibleDescription(/This IBAN is not valid/);
    expect(api.callsTo('POST', `${base}/personal-info-tab/updateIban`)).toEqual([]);

    await user.clear(input);
    await user.type(input, 'sa03 8000 0000 6080 1016 7519');
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByTestId('profile-iban-pending')).toHaveTextContent('payments keep going to your verified IBAN');
    expect(api.callsTo('POST', `${base}/personal-info-tab/updateIban`)[0]?.body).toEqual({ interimIban: 'SA0380000000608010167519' });
    expect(input).toHaveValue('');
  });
});
