import { sessionStorageKeys } from '@sanad/contract/client';
import type { VisitDetails, VisitSummary } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, visitPath } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { VisitsScreen } from './visits.screen.tsx';

const routes = [{ path: paths.visits, element: <VisitsScreen /> }];

const house = { id: 'h-1', label: 'Family home', regionCode: '01', cityCode: 'RIYADH_CITY', district: 'Al Nakheel' };
const upcoming: VisitSummary = {
  id: 'v-1',
  status: 'SCHEDULED',
  startsAt: '2026-12-06T07:00:00.000Z',
  endsAt: '2026-12-06T09:00:00.000Z',
  purpose: 'HOUSING_CHECK',
  house,
  answer: null,
};
const done: VisitSummary = { ...upcoming, id: 'v-2', status: 'DONE', purpose: 'PERIODIC_REVIEW', startsAt: '2026-11-15T06:00:00.000Z' };
const canceled: VisitSummary = { ...upcoming, id: 'v-3', status: 'CANCELED', startsAt: '2026-10-01T06:00:00.000Z' };
const office = { code: 'RUH1', name: 'Social Security Office, North Riyadh' };
const upcomingDetails: VisitDetails = {
  ...upcoming,
  office,
  visitorName: 'Abdullah Alshehri',
  result: null,
  answerableUntil: '2026-12-05T07:00:00.000Z',
  canAnswer: true,
};
const doneDetails: VisitDetails = {
  ...done,
  office,
  visitorName: 'Noura Alqahtani',
  result: { outcome: 'CONFIRMED', note: 'The family lives at the address declared.', at: '2026-11-15T10:00:00.000Z' },
  answerableUntil: null,
  canAnswer: false,
};
const list = { items: [upcoming, done, canceled], page: 0, pageSize: 10, total: 3 };
const listPath = 'GET /api/visits/visits-list/0/10';

beforeEach(() => {
  sessionStorage.setItem(
    sessionStorageKeys.lookups,
    JSON.stringify({ cities: [{ code: 'RIYADH_CITY', nameAr: 'الرياض', nameEn: 'Riyadh', parentCode: '01' }] }),
  );
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('the field visits', () => {
  it('lists the visits to come first with their status tags and dates in both calendars, and opens a done one with its result', async () => {
    fakeApi({ [listPath]: { body: list }, 'GET /api/visits/visit-details/v-2': { body: doneDetails } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.visits });
    const rows = await screen.findAllByTestId('visits-row');
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => within(row).getByTestId('visit-status').textContent)).toEqual(['Scheduled', 'Done', 'Canceled']);
    expect(rows.map((row) => within(row).getByTestId('visit-status').getAttribute('data-tone'))).toEqual(['info', 'success', 'neutral']);
    // 10:00 to 12:00 in Riyadh, with the Hijri day beside the Gregorian one.
    expect(within(rows[0]!).getByTestId('visit-window')).toHaveTextContent(/6 December 2026 \(.*1448 AH\), 10:00 to 12:00/);
    expect(rows[0]).toHaveTextContent('Check of the house');
    await userEvent.click(within(rows[1]!).getByRole('link', { name: /Open\s+\(visit of 15 November 2026\)/ }));
    const section = await screen.findByTestId('visit-details');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Periodic review');
    expect(section).toHaveTextContent('Family home — Al Nakheel, Riyadh');
    expect(within(section).getByTestId('visit-result')).toHaveTextContent('Your data matched what you declared');
    expect(within(section).getByTestId('visit-result')).toHaveTextContent('The family lives at the address declared.');
    expect(within(section).queryByTestId('visit-answer-forms')).toBeNull();
  });

  it('asks to move a coming visit with the reason, then shows the answer', async () => {
    const answered: VisitDetails = {
      ...upcomingDetails,
      canAnswer: false,
      answer: { kind: 'RESCHEDULE_REQUESTED', reason: 'We travel to Abha that week.', at: '2026-11-27T08:00:00.000Z' },
    };
    let asked = false;
    const api = fakeApi({
      [listPath]: { body: list },
      'GET /api/visits/visit-details/v-1': () => ({ body: asked ? answered : upcomingDetails }),
      'POST /api/visits/reschedule-visit': () => {
        asked = true;
        return { body: answered };
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: visitPath('v-1') });
    const form = await screen.findByTestId('visit-reschedule-form');
    expect(screen.getByTestId('visit-answer-forms')).toHaveTextContent('until 24 hours before it');
    await userEvent.click(within(form).getByTestId('visit-reschedule-submit'));
    expect(await within(form).findByTestId('error-summary')).toHaveTextContent('Enter at least 10 characters.');
    await userEvent.type(within(form).getByLabelText(/Why the time does not suit you/), 'We travel to Abha that week.');
    await userEvent.click(within(form).getByTestId('visit-reschedule-submit'));
    expect(await screen.findByTestId('visit-answer')).toHaveTextContent('You asked to move it');
    expect(api.callsTo('POST', '/api/visits/reschedule-visit')[0]?.body).toEqual({
      visitId: 'v-1',
      reason: 'We travel to Abha that week.',
    });
    expect(screen.getByTestId('visit-reschedule-pending')).toBeInTheDocument();
    expect(screen.queryByTestId('visit-answer-forms')).toBeNull();
  });

  it('confirms a coming visit, and shows a refusal in the words of the server', async () => {
    const api = fakeApi({
      [listPath]: { body: list },
      'GET /api/visits/visit-details/v-1': { body: upcomingDetails },
      'POST /api/visits/confirm-visit': {
        status: 409,
        body: { code: 'VISIT_ANSWER_TOO_LATE', message: 'The visit is less than 24 hours away.' },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: visitPath('v-1') });
    await userEvent.click(await screen.findByTestId('visit-confirm-submit'));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent('The visit is less than 24 hours away.');
    expect(api.callsTo('POST', '/api/visits/confirm-visit')[0]?.body).toEqual({ visitId: 'v-1' });
  });

  it('names the statuses and purposes in Arabic', async () => {
    fakeApi({ [listPath]: { body: list } });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.visits });
    const rows = await screen.findAllByTestId('visits-row');
    expect(rows[0]).toHaveTextContent('مجدولة');
    expect(rows[0]).toHaveTextContent('التحقق من السكن');
    expect(rows[1]).toHaveTextContent('تمت');
  });

  it('tells a dependent that visits are arranged with the head of household, without asking the server', async () => {
    sessionStorage.setItem(
      sessionStorageKeys.currentUser,
      JSON.stringify(testSession({ role: 'DEPENDENT' }, { authorities: [{ authority: 'DEPENDENT' }] })),
    );
    const api = fakeApi({});
    await renderWithApp(<></>, { language: 'en', routes, path: paths.visits });
    expect(await screen.findByTestId('visits-not-allowed')).toHaveTextContent('arranged with the head of household');
    expect(api.callsTo('GET', '/api/visits/visits-list/0/10')).toHaveLength(0);
  });
});
