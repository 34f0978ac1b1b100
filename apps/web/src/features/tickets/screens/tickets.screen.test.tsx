import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadFile } from '../../../lib/api-client.ts';
import { ApiRequestError } from '../../../lib/api-error.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { TicketsScreen } from './tickets.screen.tsx';

vi.mock(import('../../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), uploadFile: vi.fn() }));
const upload = vi.mocked(uploadFile);

const item = (code: string, nameEn: string, parentCode: string | null = null) => ({ code, nameAr: nameEn, nameEn, parentCode });
const config = {
  'GET /api/config/crm-config': {
    body: {
      ticketTypes: [item('INQUIRY', 'Inquiry'), item('COMPLAINT', 'Complaint')],
      visitorOtpRequired: true,
      maxAttachments: 3,
      maxDescriptionLength: 2000,
    },
  },
  'GET /api/config/ticket-categories/INQUIRY': { body: [item('ELIGIBILITY', 'Eligibility', 'INQUIRY')] },
  'GET /api/config/ticket-sub-categories/ELIGIBILITY': { body: [item('ELIGIBILITY_RESULT', 'Eligibility result', 'ELIGIBILITY')] },
};
const otpSent = { id: 'otp-1', maskedMobile: '05******67', expiresInSeconds: 300, resendAfterSeconds: 60 };
const byId = (id: string) => document.getElementById(id) as HTMLElement;

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(byId('ticket-nin'), '1010000006');
  await user.type(byId('ticket-mobile'), '0591234567');
  await user.selectOptions(byId('ticket-type'), 'INQUIRY');
  await user.selectOptions(await screen.findByRole('combobox', { name: /Category/ }), 'ELIGIBILITY');
  await user.selectOptions(await screen.findByRole('combobox', { name: /Sub-category/ }), 'ELIGIBILITY_RESULT');
  await user.type(byId('ticket-description'), 'Why was my household found not eligible?');
  await user.type(byId('ticket-captcha'), 'ab12c');
}

// Typing a whole form is slow on a busy machine: the longer journeys get 20 s.
describe('the visitor ticket form (/tickets)', () => {
  afterEach(() => upload.mockReset());

  it('checks the details in the browser before any code is sent', async () => {
    const user = userEvent.setup();
    const api = fakeApi(config);
    await renderWithApp(<TicketsScreen />, { language: 'en' });
    await user.type(byId('ticket-nin'), '1010000007');
    await user.click(screen.getByTestId('ticket-send-code'));
    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveTextContent('This is not a valid national ID or residence number.');
    expect(summary).toHaveTextContent('Enter the characters in the image.');
    expect(api.callsTo('POST', '/api/applicant/sendOTP')).toHaveLength(0);
  });

  it('cascades the categories from the type, sends the code, then the ticket with the code, and shows its number', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ ...config, 'POST /api/applicant/sendOTP': { body: otpSent } });
    upload.mockResolvedValue({ ok: true, value: { ticketNumber: 'TK-2026-000042' } });
    await renderWithApp(<TicketsScreen />, { language: 'en' });
    // The category waits for a type.
    expect(screen.getByRole('combobox', { name: /Category/ })).toBeDisabled();
    await fillDetails(user);
    await user.click(screen.getByTestId('ticket-send-code'));
    const form = await screen.findByTestId('ticket-otp-form');
    expect(api.callsTo('POST', '/api/applicant/sendOTP')[0]?.body).toEqual({ nin: '1010000006', mobile: '0591234567', captcha: 'ab12c' });
    await user.type(within(form).getByTestId('otp-input'), '123456');
    await user.click(within(form).getByTestId('ticket-submit'));
    expect(await screen.findByTestId('ticket-opened')).toHaveTextContent('TK-2026-000042');
    expect(screen.getByTestId('ticket-sign-in')).toHaveAttribute('href', '/login');
    expect(upload.mock.calls[0]?.[1]).toEqual({
      body: {
        nin: '1010000006',
        mobile: '0591234567',
        ticketType: 'INQUIRY',
        category: 'ELIGIBILITY',
        subCategory: 'ELIGIBILITY_RESULT',
        description: 'Why was my household found not eligible?',
        otpId: 'otp-1',
        oneTimePassword: '123456',
      },
      file: null,
    });
  }, 20_000);

  it('shows a refusal of the ticket (a wrong code) in Arabic and keeps the code step', async () => {
    const user = userEvent.setup();
    fakeApi({ ...config, 'POST /api/applicant/sendOTP': { body: otpSent } });
    upload.mockResolvedValue({
      ok: false,
      error: new ApiRequestError(400, { code: 'OTP_INVALID', message: 'الرمز غير صحيح.' }, 'POST /api/tickets/create'),
    });
    await renderWithApp(<TicketsScreen />, { language: 'ar' });
    await user.type(byId('ticket-nin'), '1010000006');
    await user.type(byId('ticket-mobile'), '0591234567');
    await user.selectOptions(byId('ticket-type'), 'INQUIRY');
    await screen.findByRole('option', { name: 'Eligibility' });
    await user.selectOptions(byId('ticket-category'), 'ELIGIBILITY');
    await user.selectOptions(
      await screen.findByRole('option', { name: 'Eligibility result' }).then(() => byId('ticket-sub-category')),
      'ELIGIBILITY_RESULT',
    );
    await user.type(byId('ticket-description'), 'لماذا لم تكن أسرتي مؤهلة هذا الشهر؟');
    await user.type(byId('ticket-captcha'), 'ab12c');
    await user.click(screen.getByTestId('ticket-send-code'));
    const form = await screen.findByTestId('ticket-otp-form');
    await user.type(within(form).getByTestId('otp-input'), '000000');
    await user.click(within(form).getByTestId('ticket-submit'));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent('الرمز غير صحيح.');
    expect(screen.getByTestId('ticket-otp-form')).toBeInTheDocument();
  }, 20_000);
});
