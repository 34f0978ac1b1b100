import { sessionStorageKeys } from '@sanad/contract/client';
import type { HistoryAppeal, HistoryBeneficiary, HistoryPayment } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { HistoryDataScreen } from './history-data.screen.tsx';

const routes = [{ path: paths.historyData, element: <HistoryDataScreen /> }];

const file: HistoryBeneficiary = {
  id: 'file-1',
  fileNumber: 'DSS-1998-000123',
  programNameAr: 'الضمان الاجتماعي',
  programNameEn: 'Social security',
  officeCode: 'RUH-02',
  status: 'Closed - moved to the new system',
  registeredOn: '2012-03-04',
  closedOn: '2021-06-30',
  membersCount: 5,
};
const payment: HistoryPayment = { id: 'hp-1', period: '2021-05', amount: 180_000, status: 'Paid', paidOn: '2021-05-27' };
const appeal: HistoryAppeal = {
  id: 'ha-1',
  appealNumber: 'APL-2019-0042',
  subjectAr: 'إعادة دراسة الدخل',
  subjectEn: 'Income study again',
  decision: 'Accepted',
  submittedOn: '2019-02-10',
  decidedOn: '2019-03-01',
};

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify({}));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('the records of the old system', () => {
  it("lists the person's old files and opens one to its payments and appeals", async () => {
    fakeApi({
      'GET /api/history-data/beneficiary/': { body: [file] },
      'GET /api/history-data/payment/file-1': { body: [payment] },
      'GET /api/history-data/appeal/file-1': { body: [appeal] },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.historyData });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Records from the old system');
    const [row] = await screen.findAllByTestId('history-files-row');
    expect(row).toHaveTextContent('DSS-1998-000123');
    expect(row).toHaveTextContent('Social security');
    expect(row).toHaveTextContent('4 March 2012');
    expect(row).toHaveTextContent('5 members');
    await userEvent.click(within(row!).getByRole('link', { name: /Show payments and appeals\s+of file DSS-1998-000123/ }));
    const records = await screen.findByTestId('history-records');
    expect(within(records).getByRole('heading', { level: 2 })).toHaveTextContent('File DSS-1998-000123');
    const [paid] = await within(records).findAllByTestId('history-payments-row');
    expect(paid).toHaveTextContent('May 2021');
    expect(paid).toHaveTextContent('SAR 1,800.00');
    expect(paid).toHaveTextContent('27 May 2021');
    const [appealed] = await within(records).findAllByTestId('history-appeals-row');
    expect(appealed).toHaveTextContent('APL-2019-0042');
    expect(appealed).toHaveTextContent('Income study again');
    expect(appealed).toHaveTextContent('Accepted');
  });

  it('says in Arabic when the old system has no file, and to a dependent too', async () => {
    sessionStorage.setItem(
      sessionStorageKeys.currentUser,
      JSON.stringify(testSession({ role: 'DEPENDENT' }, { authorities: [{ authority: 'DEPENDENT' }] })),
    );
    fakeApi({ 'GET /api/history-data/beneficiary/': { body: [] } });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.historyData });
    expect(await screen.findByTestId('history-files-empty')).toHaveTextContent('لا يوجد لك ملف في النظام السابق.');
  });

  it('offers to try again when the files could not be read', async () => {
    let attempts = 0;
    fakeApi({
      'GET /api/history-data/beneficiary/': () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: { code: 'INTERNAL', message: 'boom' } } : { body: [file] };
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.historyData });
    await userEvent.click(within(await screen.findByTestId('history-files-failed')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('history-files-row')).toHaveLength(1);
  });
});
