import { sessionStorageKeys } from '@sanad/contract/client';
import type { FlvRequestSummary } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { ToastRegion } from '../../../components/toast/toast-region.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { cycleLookups, flvDetail } from '../../../test/cycle-fixtures.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { FlvTab } from './flv-tab.tsx';

const routes = [
  {
    path: paths.programApplication,
    element: (
      <>
        <FlvTab applicationId="app-1" />
        <ToastRegion />
      </>
    ),
  },
];
const tabPath = `${paths.programApplication}?id=app-1&tab=flv`;

const summaryOf = (detail: ReturnType<typeof flvDetail>): FlvRequestSummary => {
  const { houses: _houses, ...summary } = detail;
  return summary;
};

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(cycleLookups));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});
afterEach(() => {
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
});

describe('the FLV pre-check tab', () => {
  it('says when no check was made, then checks on request and shows the result with its why', async () => {
    const done = flvDetail();
    let checked = false;
    const api = fakeApi({
      'POST /api/eligibility/load/flv-result': () => ({ body: checked ? done : null }),
      'GET /api/eligibility/flv-eligibility-history/app-1': () => ({ body: checked ? [summaryOf(done)] : [] }),
      'POST /api/eligibility/request/flv-eligibility': () => {
        checked = true;
        return { body: done };
      },
      'GET /api/eligibility/flv-eligibility-history-details/flv-1': { body: done },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: tabPath });
    expect(await screen.findByTestId('flv-none')).toHaveTextContent('No check has been made for this application yet.');
    expect(screen.getByTestId('flv-history-empty')).toHaveTextContent('No check yet.');

    await userEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(api.callsTo('POST', '/api/eligibility/request/flv-eligibility')[0]?.body).toEqual({ application_ID: 'app-1' });
    expect(await screen.findByText('The check is done: its result is below.')).toBeInTheDocument();
    const result = await screen.findByTestId('flv-result');
    expect(within(result).getByRole('heading', { level: 3 })).toHaveTextContent('Check of 20 November 2026');
    expect(within(result).getByTestId('flv-total')).toHaveTextContent(
      'On this data the application would be eligible for SAR 450.00 a month.',
    );
    expect(within(result).getByTestId('flv-why')).toHaveTextContent(
      "Your household's counted income is SAR 2,650.00; the standard for 5 members is SAR 3,100.00; so you would receive SAR 450.00.",
    );
    // The earlier checks list the new one, with a way to open it.
    const rows = await screen.findAllByTestId('flv-history-row');
    expect(rows[0]).toHaveTextContent('SAR 450.00');
    expect(rows[0]).toHaveTextContent('1 house');
  });

  it('says in Arabic when the check could not be made', async () => {
    fakeApi({
      'POST /api/eligibility/load/flv-result': { body: null },
      'GET /api/eligibility/flv-eligibility-history/app-1': { body: [] },
      'POST /api/eligibility/request/flv-eligibility': { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
    });
    await renderWithApp(<></>, { language: 'ar', routes, path: tabPath });
    await screen.findByTestId('flv-none');
    await userEvent.click(screen.getByRole('button', { name: 'تحقق الآن' }));
    expect(await screen.findByText(/boom|تعذر التحقق/)).toBeInTheDocument();
  });

  it('opens an earlier check from its link', async () => {
    const earlier = flvDetail({ id: 'flv-0', outcome: 'INELIGIBLE', entitlement: 0, requestedAt: '2026-10-02T09:30:00.000Z' });
    fakeApi({
      'POST /api/eligibility/load/flv-result': { body: flvDetail() },
      'GET /api/eligibility/flv-eligibility-history/app-1': { body: [summaryOf(flvDetail()), summaryOf(earlier)] },
      'GET /api/eligibility/flv-eligibility-history-details/flv-0': { body: earlier },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: tabPath });
    const rows = await screen.findAllByTestId('flv-history-row');
    await userEvent.click(within(rows[1]!).getByTestId('flv-open'));
    const detail = await screen.findByTestId('flv-detail');
    expect(await within(detail).findByTestId('flv-total')).toHaveTextContent('On this data the application would not be eligible.');
    expect(within(detail).getByRole('heading', { level: 3 })).toHaveTextContent('Check of 2 October 2026');
  });
});
