import { sessionStorageKeys } from '@sanad/contract/client';
import type { TamkeenOfferDetails, TamkeenOfferSummary } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { JobOffersScreen } from './job-offers.screen.tsx';

const routes = [{ path: paths.tamkeenJobOffers, element: <JobOffersScreen /> }];
const item = (code: string, nameEn: string, nameAr = nameEn) => ({ code, nameAr, nameEn, parentCode: null });

const partner = { code: 'TP-0001', nameAr: 'شركة النخبة للتجزئة', nameEn: 'Al-Nukhba Retail Company' };
const open: TamkeenOfferSummary = {
  id: 'o-1',
  status: 'OFFERED',
  titleAr: 'محاسب مبيعات',
  titleEn: 'Sales accountant',
  opportunityType: 'FULL_TIME',
  city: '0101',
  deadline: '2026-12-18',
  offeredAt: '2026-11-26T06:30:00.000Z',
  partner,
};
const declined: TamkeenOfferSummary = { ...open, id: 'o-2', status: 'DECLINED', titleEn: 'Cashier', opportunityType: 'PART_TIME' };
const openDetails: TamkeenOfferDetails = {
  ...open,
  descriptionAr: 'متابعة الفواتير.',
  descriptionEn: 'Keep the daily sales invoices.',
  monthlySalary: 6500,
  answeredAt: null,
  skillsRate: null,
  qualificationFit: null,
  declineReason: null,
  canAnswer: true,
};
const list = { items: [open, declined], page: 0, pageSize: 10, total: 2 };
const listPath = 'POST /api/tamkeen/opportunity/load/0/10';
const detailsPath = 'GET /api/tamkeen/opportunity/load-details/o-1';

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify({ cities: [item('0101', 'Riyadh', 'الرياض')] }));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
  sessionStorage.setItem(
    sessionStorageKeys.classification,
    JSON.stringify({ classification: 'ABLE_TO_WORK', track: 'EMPLOYMENT', classifiedAt: null }),
  );
  sessionStorage.setItem(
    sessionStorageKeys.tamkeenLookups,
    JSON.stringify({
      skillsRate: [item('BEGINNER', 'Beginner'), item('ADVANCED', 'Advanced')],
      qualificationFit: [item('MATCHING', 'Matches the qualification')],
      opportunityType: [item('FULL_TIME', 'Full-time job', 'دوام كامل'), item('PART_TIME', 'Part-time job', 'دوام جزئي')],
    }),
  );
});

const classificationApi = {
  'GET /api/tamkeen/classification/load': { body: { classification: 'ABLE_TO_WORK', track: 'EMPLOYMENT', classifiedAt: null } },
};

describe('the job offers', () => {
  it('lists the offers with their status tags, filters them, and opens one with its pay and deadline', async () => {
    const api = fakeApi({
      ...classificationApi,
      [listPath]: { body: list },
      'POST /api/tamkeen/opportunity/load-by-filter/0/10': { body: { ...list, items: [declined], total: 1 } },
      [detailsPath]: { body: openDetails },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.tamkeenJobOffers });
    const rows = await screen.findAllByTestId('offers-row');
    expect(rows.map((row) => within(row).getByTestId('offer-status').textContent)).toEqual(['Open', 'Declined']);
    expect(rows[0]).toHaveTextContent('Sales accountant');
    expect(rows[0]).toHaveTextContent('Full-time job');
    expect(rows[0]).toHaveTextContent('Riyadh');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'DECLINED');
    await userEvent.click(screen.getByTestId('offers-filter-apply'));
    expect(await screen.findAllByTestId('offers-row')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/tamkeen/opportunity/load-by-filter/0/10')[0]?.body).toEqual({
      status: ['DECLINED'],
      opportunityType: null,
      city: null,
    });
    await userEvent.click(screen.getByTestId('offers-filter-clear'));
    await userEvent.click((await screen.findAllByRole('link', { name: /Open\s+\(offer: Sales accountant\)/ }))[0]!);
    const section = await screen.findByTestId('offer-details');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Sales accountant');
    expect(within(section).getByTestId('offer-salary')).toHaveTextContent(/6,500.*a month/);
    expect(section).toHaveTextContent('Keep the daily sales invoices.');
    expect(within(section).getByTestId('offer-answer-form')).toBeInTheDocument();
  }, 20_000);

  it('declines with the reason, checked before it is sent', async () => {
    const answered: TamkeenOfferDetails = {
      ...openDetails,
      status: 'DECLINED',
      canAnswer: false,
      declineReason: 'The shifts do not suit my family.',
    };
    let done = false;
    const api = fakeApi({
      ...classificationApi,
      [listPath]: { body: list },
      [detailsPath]: () => ({ body: done ? answered : openDetails }),
      'POST /api/tamkeen/opportunity/evaluate': () => {
        done = true;
        return { body: answered };
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: `${paths.tamkeenJobOffers}?id=o-1` });
    const form = await screen.findByTestId('offer-answer-form');
    await userEvent.selectOptions(within(form).getByLabelText(/Your level in the skills/), 'ADVANCED');
    await userEvent.selectOptions(within(form).getByLabelText(/How your qualification fits/), 'MATCHING');
    await userEvent.click(within(form).getByLabelText('Decline the offer'));
    await userEvent.click(within(form).getByTestId('offer-answer-submit'));
    expect(await within(form).findByTestId('error-summary')).toHaveTextContent('Enter at least 10 characters.');
    await userEvent.type(within(form).getByLabelText(/Why you decline/), 'The shifts do not suit my family.');
    await userEvent.click(within(form).getByTestId('offer-answer-submit'));
    expect(await screen.findByTestId('offer-decline-reason')).toHaveTextContent('The shifts do not suit my family.');
    expect(api.callsTo('POST', '/api/tamkeen/opportunity/evaluate')[0]?.body).toEqual({
      offerId: 'o-1',
      decision: 'DECLINE',
      reason: 'The shifts do not suit my family.',
      skillsRate: 'ADVANCED',
      qualificationFit: 'MATCHING',
    });
    expect(screen.queryByTestId('offer-answer-form')).toBeNull();
  }, 20_000);

  it('accepts with the code sent to the mobile, after the self-assessment', async () => {
    const answered: TamkeenOfferDetails = {
      ...openDetails,
      status: 'ACCEPTED',
      canAnswer: false,
      skillsRate: 'ADVANCED',
      qualificationFit: 'MATCHING',
    };
    let done = false;
    const api = fakeApi({
      ...classificationApi,
      [listPath]: { body: list },
      [detailsPath]: () => ({ body: done ? answered : openDetails }),
      'POST /api/tamkeen/sendOTP': { body: { id: 'otp-1', maskedMobile: '05******01', expiresInSeconds: 300, resendAfterSeconds: 60 } },
      'POST /api/tamkeen/opportunity/evaluate': () => {
        done = true;
        return { body: answered };
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: `${paths.tamkeenJobOffers}?id=o-1` });
    const form = await screen.findByTestId('offer-answer-form');
    await userEvent.click(within(form).getByTestId('offer-answer-submit'));
    expect(await within(form).findByTestId('error-summary')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/tamkeen/sendOTP')).toHaveLength(0);
    await userEvent.selectOptions(within(form).getByLabelText(/Your level in the skills/), 'ADVANCED');
    await userEvent.selectOptions(within(form).getByLabelText(/How your qualification fits/), 'MATCHING');
    await userEvent.click(within(form).getByTestId('offer-answer-submit'));
    expect(await within(form).findByTestId('otp-masked-mobile')).toHaveTextContent('05******01');
    expect(api.callsTo('POST', '/api/tamkeen/sendOTP')[0]?.body).toEqual({ offerId: 'o-1' });
    await userEvent.type(within(form).getByTestId('otp-input'), '123456');
    await userEvent.click(within(form).getByTestId('offer-answer-submit'));
    expect(await within(await screen.findByTestId('offer-details')).findByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByTestId('offer-answer-form')).toBeNull();
    expect(api.callsTo('POST', '/api/tamkeen/opportunity/evaluate')[0]?.body).toEqual({
      offerId: 'o-1',
      decision: 'ACCEPT',
      otpId: 'otp-1',
      oneTimePassword: '123456',
      skillsRate: 'ADVANCED',
      qualificationFit: 'MATCHING',
    });
  }, 20_000);

  it('names the statuses and types in Arabic', async () => {
    fakeApi({ ...classificationApi, [listPath]: { body: list } });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.tamkeenJobOffers });
    const rows = await screen.findAllByTestId('offers-row');
    expect(rows[0]).toHaveTextContent('مفتوح');
    expect(rows[0]).toHaveTextContent('محاسب مبيعات');
    expect(rows[0]).toHaveTextContent('دوام كامل');
    expect(rows[1]).toHaveTextContent('معتذر عنه');
  });

  it('tells a person who is not enrolled so, without asking for offers', async () => {
    sessionStorage.setItem(
      sessionStorageKeys.classification,
      JSON.stringify({ classification: 'EXEMPT', track: null, classifiedAt: null }),
    );
    const api = fakeApi({
      'GET /api/tamkeen/classification/load': { body: { classification: 'EXEMPT', track: null, classifiedAt: null } },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.tamkeenJobOffers });
    expect(await screen.findByTestId('offers-not-allowed')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/tamkeen/opportunity/load/0/10')).toHaveLength(0);
  });
});
