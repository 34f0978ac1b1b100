import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typeDate } from '../../../components/form/form-testing.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { WhiteListScreen } from './white-list.screen.tsx';

const otpSent = { id: 'wl-1', maskedMobile: '05******08', expiresInSeconds: 300, resendAfterSeconds: 60 };

describe('white-list sign-in screen', () => {
  it('moves focus to the code step, and back to the identity step on starting again, taking Arabic-Indic digits', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/auth/whitelist/applicant/authenticate': { body: otpSent } });
    await renderWithApp(<WhiteListScreen />, { language: 'ar' });
    const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
    await user.type(document.getElementById('white-list-nin') as HTMLElement, '١٠١٠٠٠٠٠٧١');
    // The birth date in Hijri, as the white list's elderly applicants know it; the request carries both calendars.
    await user.click(screen.getByRole('radio', { name: 'هجري' }));
    await typeDate(user, 'white-list-dob', '١٣٦٩-٠٥-٢٦');
    await user.type(screen.getByRole('textbox', { name: 'الأحرف الظاهرة في الصورة' }), 'ab12c');
    await user.click(screen.getByRole('button', { name: 'إرسال الرمز' }));

    await screen.findByTestId('white-list-otp-form');
    await waitFor(() => expect(stepHeading('تأكيد الرمز')).toHaveFocus());
    expect(api.callsTo('POST', '/api/auth/whitelist/applicant/authenticate')[0]?.body).toEqual({
      username: '1010000071',
      dob: '26/05/1369',
      dobGeorgian: '1950-03-15',
      captcha: 'ab12c',
    });

    await user.click(screen.getByRole('button', { name: 'البدء من جديد' }));
    await waitFor(() => expect(stepHeading('هويتك')).toHaveFocus());
  });
});
