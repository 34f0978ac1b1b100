import { sessionStorageKeys } from '@sanad/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { CheckLetterScreen } from './check-letter.screen.tsx';
import { RequestLetterScreen } from './request-letter.screen.tsx';

const routes = [
  { path: paths.requestLetter, element: <RequestLetterScreen /> },
  { path: paths.checkLetter, element: <CheckLetterScreen /> },
];

const refusal = {
  code: 'LETTER_CHECK_FAILED',
  message: 'We could not verify a letter with this number and national ID. Check both and try again.',
};

beforeEach(() => {
  sessionStorage.setItem(
    sessionStorageKeys.lookups,
    JSON.stringify({
      letters: [
        {
          code: 'BENEFICIARY_CERT',
          nameAr: 'شهادة استفادة من الضمان الاجتماعي',
          nameEn: 'Social security beneficiary certificate',
          parentCode: null,
        },
        { code: 'PAYMENT_STATEMENT', nameAr: 'بيان المدفوعات', nameEn: 'Payment statement', parentCode: null },
      ],
    }),
  );
  // jsdom has no object URLs: the tests provide them.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:letter'), revokeObjectURL: vi.fn() });
});

describe('requesting a letter', () => {
  beforeEach(() => sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession())));

  it('issues the chosen type, shows the PDF in the page and saves it', async () => {
    const api = fakeApi({ 'POST /api/letter/generate-letter': { body: '%PDF-1.7' } });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.requestLetter });
    const form = await screen.findByTestId('request-letter-form');
    await userEvent.selectOptions(within(form).getByLabelText(/Kind of letter/), 'PAYMENT_STATEMENT');
    await userEvent.click(within(form).getByTestId('request-letter-submit'));
    const viewer = await screen.findByTestId('request-letter-viewer');
    expect(api.callsTo('POST', '/api/letter/generate-letter')[0]?.body).toEqual({ letterType: 'PAYMENT_STATEMENT' });
    const frame = within(viewer).getByTitle('Payment statement');
    await waitFor(() => expect(frame).toHaveAttribute('src', 'blob:letter'));
    await userEvent.click(within(viewer).getByRole('button', { name: 'Download the letter (PDF)' }));
    expect(saved).toEqual(['payment_statement.pdf']);
    click.mockRestore();
  });

  it('asks for a type first, and shows why the server refused one', async () => {
    fakeApi({
      'POST /api/letter/generate-letter': {
        status: 409,
        body: {
          code: 'LETTER_NOT_AVAILABLE',
          message: 'We cannot issue this letter: your published records do not show what it certifies.',
        },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.requestLetter });
    const form = await screen.findByTestId('request-letter-form');
    await userEvent.click(within(form).getByTestId('request-letter-submit'));
    expect(await screen.findByTestId('error-summary')).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText(/Kind of letter/), 'BENEFICIARY_CERT');
    await userEvent.click(within(form).getByTestId('request-letter-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('error-summary')).toHaveTextContent('your published records do not show what it certifies'),
    );
    expect(screen.queryByTestId('request-letter-viewer')).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    fakeApi({});
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.requestLetter });
    const form = await screen.findByTestId('request-letter-form');
    expect(within(form).getByLabelText(/نوع الخطاب/)).toHaveTextContent('بيان المدفوعات');
    expect(within(form).getByRole('button', { name: 'إصدار الخطاب' })).toBeInTheDocument();
  });
});

describe('checking a letter', () => {
  beforeEach(() => sessionStorage.removeItem(sessionStorageKeys.currentUser));

  it('takes the number from the QR code’s address, sends it with the national ID and shows the letter', async () => {
    const api = fakeApi({ 'POST /api/letter/check-letter': { body: '%PDF-1.7' } });
    await renderWithApp(<></>, { language: 'en', routes, path: `${paths.checkLetter}?number=SL-2026-K7P2X9QM4A` });
    const form = await screen.findByTestId('check-letter-form');
    expect(within(form).getByLabelText(/Letter number/)).toHaveValue('SL-2026-K7P2X9QM4A');
    await userEvent.type(within(form).getByLabelText(/National ID of the letter's holder/), '1012345678');
    await userEvent.click(within(form).getByTestId('check-letter-submit'));
    expect(await screen.findByTestId('check-letter-verified')).toHaveTextContent('Letter SL-2026-K7P2X9QM4A is genuine');
    expect(api.callsTo('POST', '/api/letter/check-letter')[0]?.body).toEqual({
      letterNumber: 'SL-2026-K7P2X9QM4A',
      nationalId: '1012345678',
    });
    expect(screen.getByTitle('Letter SL-2026-K7P2X9QM4A')).toBeInTheDocument();
  });

  it('shows the one refusal and keeps what was typed', async () => {
    fakeApi({ 'POST /api/letter/check-letter': { status: 404, body: refusal } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.checkLetter });
    const form = await screen.findByTestId('check-letter-form');
    await userEvent.type(within(form).getByLabelText(/Letter number/), 'SL-2026-0000000000');
    await userEvent.type(within(form).getByLabelText(/National ID of the letter's holder/), '1012345678');
    await userEvent.click(within(form).getByTestId('check-letter-submit'));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent(refusal.message);
    expect(within(form).getByLabelText(/Letter number/)).toHaveValue('SL-2026-0000000000');
    expect(screen.queryByTestId('check-letter-viewer')).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    fakeApi({});
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.checkLetter });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('التحقق من خطاب');
    expect(screen.getByLabelText(/رقم هوية صاحب الخطاب/)).toBeInTheDocument();
  });
});
