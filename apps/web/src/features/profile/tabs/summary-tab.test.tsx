import { profileStatus } from '@sanad/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { base, cacheLookups, completeSts, profileRoutes, profileSts, signIn, summary } from '../screens/test-fixtures.ts';

const path = `${paths.unifiedProfile}?tab=summary`;
const accepted = '2026-11-22T09:00:00.000Z';

beforeEach(() => {
  cacheLookups();
  signIn();
});

describe('summary step', () => {
  it('refuses to complete with open tabs, naming each one as a way to open it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: profileSts() },
      [`GET ${base}/summary-tab/load`]: { body: summary({ missingTabs: ['income', 'labor'] }) },
      [`POST ${base}/summary-tab/save`]: { body: summary({ declarationAcceptedAt: accepted }) },
      [`POST ${base}/complete/prof-1`]: {
        status: 409,
        body: { code: 'PROFILE_INCOMPLETE', message: 'Complete every tab of the profile first. Still open: income, labor.' },
      },
      [`GET ${base}/income-tab/load`]: { body: { declared: false, income: [], totalMonthlyAmount: 0, updatedAt: null } },
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path });

    const household = await screen.findByTestId('profile-summary-household');
    expect(household).toHaveTextContent('4,500.00');
    await user.click(screen.getByTestId('profile-summary-complete-button'));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent('Tick the declaration');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /I declare/ }));
    await user.click(screen.getByTestId('profile-summary-complete-button'));
    const refusal = await screen.findByTestId('profile-summary-incomplete');
    expect(refusal).toHaveTextContent('Complete these sections first');
    expect(
      within(refusal)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Income', 'Work']);
    expect(api.callsTo('POST', `${base}/summary-tab/save`)[0]?.body).toEqual({ declarationAccepted: true });

    await user.click(within(refusal).getByRole('button', { name: 'Income' }));
    const incomeTab = screen.getByRole('tab', { name: /Income/ });
    expect(incomeTab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(incomeTab).toHaveFocus());
    expect(await screen.findByTestId('profile-income-form')).toBeInTheDocument();
  });

  it('says so when the declaration was not accepted', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: completeSts },
      [`GET ${base}/summary-tab/load`]: { body: summary({ status: completeSts, missingTabs: [] }) },
      [`POST ${base}/summary-tab/save`]: { body: summary({ status: completeSts, missingTabs: [] }) },
      [`POST ${base}/complete/prof-1`]: {
        status: 409,
        body: { code: 'PROFILE_DECLARATION_REQUIRED', message: 'Confirm the declaration.' },
      },
    });
    await renderWithApp(<></>, { language: 'ar', routes: profileRoutes, path });
    await user.click(await screen.findByRole('checkbox', { name: /أقر بأن البيانات/ }));
    await user.click(screen.getByTestId('profile-summary-complete-button'));
    expect(await screen.findByTestId('profile-summary-declaration-missing')).toHaveTextContent('ضع علامة على الإقرار بصحة البيانات');
  });

  it('completes the profile: the status at the top turns complete', async () => {
    const user = userEvent.setup();
    const done = { ...completeSts, profileStatus: profileStatus.COMPLETED, completedAt: accepted };
    let completed = false;
    const api = fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: completeSts },
      [`GET ${base}/summary-tab/load`]: () => ({
        body: summary({ status: completed ? done : completeSts, missingTabs: [], declarationAcceptedAt: completed ? accepted : null }),
      }),
      [`POST ${base}/summary-tab/save`]: { body: summary({ status: completeSts, missingTabs: [], declarationAcceptedAt: accepted }) },
      [`POST ${base}/complete/prof-1`]: () => {
        completed = true;
        return { body: done };
      },
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path });
    await waitFor(() => expect(screen.getByTestId('profile-status-badge')).toHaveTextContent('Incomplete'));
    expect(screen.getByTestId('profile-status-progress')).toHaveTextContent('8 of 8 sections complete');
    await user.click(screen.getByRole('checkbox', { name: /I declare/ }));
    await user.click(screen.getByTestId('profile-summary-complete-button'));

    expect(await screen.findByTestId('profile-summary-complete')).toHaveTextContent(
      'complete since 22 November 2026 (12 Jumada II 1448 AH).',
    );
    expect(screen.getByTestId('profile-status-badge')).toHaveTextContent('Complete');
    expect(screen.getByRole('tab', { name: /Summary/ })).toHaveTextContent('SummaryComplete');
    expect(screen.queryByTestId('profile-summary-form')).not.toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/complete/prof-1`)).toHaveLength(1);
  });
});
