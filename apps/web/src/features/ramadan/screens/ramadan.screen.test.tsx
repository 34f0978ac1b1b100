import { sessionStorageKeys } from '@sanad/contract/client';
import type { RamadanEligibility, RamadanPayment } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { RamadanScreen } from './ramadan.screen.tsx';

const routes = [{ path: paths.ramadanProgramApplication, element: <RamadanScreen /> }];
const lookups = { relationship: [{ code: 'WIFE', nameAr: 'زوجة', nameEn: 'Wife', parentCode: null }] };

const eligible: RamadanEligibility = {
  eligible: true,
  reason: 'SSP_ELIGIBLE',
  message: 'Your household is eligible for the Ramadan reward of 1448 AH.',
  hijriYear: 1448,
  applicationId: 'app-1',
};
const paid: RamadanPayment = {
  id: 'rw-1',
  hijriYear: 1447,
  amount: 150000,
  status: 'PAID',
  paidAt: '2026-02-10T09:00:00.000Z',
  ibanLast4: '1234',
  membersCount: 2,
};
const scheduled: RamadanPayment = {
  ...paid,
  id: 'rw-2',
  hijriYear: 1448,
  amount: 100050,
  status: 'SCHEDULED',
  paidAt: null,
  membersCount: 1,
};

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(lookups));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('Ramadan reward screen', () => {
  it('shows the eligibility, the rewards in riyals, and the members of a reward once asked for', async () => {
    const api = fakeApi({
      'GET /api/ramadan-program/isEligible': { body: eligible },
      'GET /api/ramadan-program/payments': { body: [scheduled, paid] },
      'GET /api/ramadan-program/dependents/rw-1': {
        body: [
          { nameAr: 'سارة العتيبي', nameEn: 'Sara Alotaibi', relationship: null, amount: 100000 },
          { nameAr: 'نورة', nameEn: 'Noura', relationship: 'WIFE', amount: 50000 },
        ],
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.ramadanProgramApplication });
    const eligibility = await screen.findByTestId('ramadan-eligibility');
    expect(within(eligibility).getByRole('heading', { level: 2 })).toHaveTextContent('Ramadan 1448 AH');
    expect(eligibility).toHaveTextContent('Eligible');
    expect(eligibility).toHaveTextContent('Your household is eligible for the Ramadan reward of 1448 AH.');

    const rows = await screen.findAllByTestId('ramadan-payments-row');
    expect(rows[0]).toHaveTextContent('1448 AH');
    expect(rows[0]).toHaveTextContent('SAR 1,000.50');
    expect(rows[0]).toHaveTextContent('Scheduled');
    expect(rows[0]).toHaveTextContent('Not paid yet');
    expect(rows[1]).toHaveTextContent('SAR 1,500.00');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[1]).toHaveTextContent('10 February 2026 (22 Shaʻban 1447 AH)');

    // The members are read only when the person opens them.
    expect(api.callsTo('GET', '/api/ramadan-program/dependents/rw-1')).toEqual([]);
    const toggle = within(rows[1]!).getByRole('button', { name: 'Show the 2 members counted' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const members = await within(rows[1]!).findAllByTestId('ramadan-member');
    expect(members[0]).toHaveTextContent('Sara Alotaibi');
    expect(members[0]).toHaveTextContent('Head of household');
    expect(members[0]).toHaveTextContent('SAR 1,000.00');
    expect(members[1]).toHaveTextContent('Noura');
    expect(members[1]).toHaveTextContent('Wife');
    expect(members[1]).toHaveTextContent('SAR 500.00');
    const hide = within(rows[1]!).getByRole('button', { name: 'Hide the members' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    expect(within(rows[1]!).queryAllByTestId('ramadan-member')).toEqual([]);
  });

  it('gives the reason in Arabic when not eligible, with the way to apply, and says when nothing was paid', async () => {
    fakeApi({
      'GET /api/ramadan-program/isEligible': {
        body: {
          eligible: false,
          reason: 'NO_SSP_APPLICATION',
          message: 'مكافأة رمضان مخصصة للأسر المستحقة لدعم الضمان الاجتماعي. قدّم على البرنامج أولاً.',
          hijriYear: 1448,
          applicationId: null,
        },
      },
      'GET /api/ramadan-program/payments': { body: [] },
    });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.ramadanProgramApplication });
    const eligibility = await screen.findByTestId('ramadan-eligibility');
    expect(eligibility).toHaveTextContent('غير مستحق');
    expect(eligibility).toHaveTextContent('قدّم على البرنامج أولاً.');
    expect(within(eligibility).getByRole('link', { name: 'قدّم على دعم الضمان الاجتماعي' })).toHaveAttribute('href', paths.programs);
    expect(await screen.findByTestId('ramadan-payments-empty')).toHaveTextContent('لم تُصرف لك مكافأة رمضان بعد.');
  });

  it('tells a dependent the reward goes to the head of household, without calls the server would refuse', async () => {
    sessionStorage.setItem(
      sessionStorageKeys.currentUser,
      JSON.stringify(testSession({ role: 'DEPENDENT' }, { authorities: [{ authority: 'DEPENDENT' }] })),
    );
    const api = fakeApi({});
    await renderWithApp(<></>, { language: 'en', routes, path: paths.ramadanProgramApplication });
    expect(screen.getByTestId('ramadan-not-applicant')).toHaveTextContent('paid to the head of household');
    expect(api.calls).toEqual([]);
  });
});
