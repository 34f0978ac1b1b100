import { sessionStorageKeys } from '@sanad/contract/client';
import { screen } from '@testing-library/react';
import { paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { TamkeenScreen } from '../screens/tamkeen.screen.tsx';

const routes = [{ path: paths.tamkeen, element: <TamkeenScreen /> }];
const ableToWork = { classification: 'ABLE_TO_WORK', track: 'EMPLOYMENT', classifiedAt: '2026-11-01T08:00:00.000Z' };

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('the open offers on the tamkeen dashboard', () => {
  it('counts the open offers (asked with the OFFERED filter) and leads to them', async () => {
    const api = fakeApi({
      'GET /api/tamkeen/classification/load': { body: ableToWork },
      'POST /api/tamkeen/opportunity/load-by-filter/0/10': { body: { items: [], page: 0, pageSize: 10, total: 3 } },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.tamkeen });
    expect(await screen.findByTestId('tamkeen-open-offers')).toHaveTextContent('You have 3 open offers to answer.');
    expect(screen.getByTestId('tamkeen-open-job-offers')).toHaveAttribute('href', expect.stringContaining(paths.tamkeenJobOffers));
    expect(api.callsTo('POST', '/api/tamkeen/opportunity/load-by-filter/0/10')[0]?.body).toEqual({ status: ['OFFERED'] });
  });

  it('is not shown to a person who is not able to work', async () => {
    const api = fakeApi({
      'GET /api/tamkeen/classification/load': { body: { ...ableToWork, classification: 'TREATABLE', track: 'TREATMENT' } },
    });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.tamkeen });
    expect(await screen.findByTestId('tamkeen-open-treatable')).toBeInTheDocument();
    expect(screen.queryByTestId('tamkeen-offers-card')).toBeNull();
    expect(api.callsTo('POST', '/api/tamkeen/opportunity/load-by-filter/0/10')).toHaveLength(0);
  });
});
