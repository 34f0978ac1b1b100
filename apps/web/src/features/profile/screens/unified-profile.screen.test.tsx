import { sessionStorageKeys } from '@sanad/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { base, cacheLookups, dependent, profileRoutes, profileSts, signIn } from './test-fixtures.ts';

const emptyEducation = {
  educationLevel: null,
  major: null,
  institution: null,
  graduationYear: null,
  currentlyStudying: null,
  updatedAt: null,
};

beforeEach(() => cacheLookups());

describe('unified profile screen', () => {
  it('shows the overall status and a completion badge in each tab, and a save turns its badge complete', async () => {
    const user = userEvent.setup();
    signIn();
    const saved = profileSts({ educationTabCompleted: true });
    const api = fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: profileSts() },
      [`GET ${base}/education-tab/load`]: { body: emptyEducation },
      [`POST ${base}/education-tab/save`]: ({ body }) => ({ body: { data: { ...emptyEducation, ...(body as object) }, status: saved } }),
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path: `${paths.unifiedProfile}?tab=education` });

    expect(await screen.findByTestId('profile-status-badge')).toHaveTextContent('Incomplete');
    expect(screen.getByTestId('profile-status-progress')).toHaveTextContent('3 of 8 sections complete');
    const tablist = screen.getByRole('tablist', { name: 'Sections of your profile' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Personal informationComplete',
      'National addressComplete',
      'DependentsTo do',
      'EducationTo do',
      'IncomeTo do',
      'WorkTo do',
      'LicensesComplete',
      'PropertiesTo do',
      'SummaryTo do',
    ]);
    expect(screen.getByRole('tab', { name: /Education/ })).toHaveAttribute('aria-selected', 'true');

    await user.selectOptions(await screen.findByRole('combobox', { name: /Highest education level/ }), 'BACHELOR');
    await user.selectOptions(screen.getByRole('combobox', { name: /Major/ }), 'NURSING');
    await user.type(screen.getByRole('textbox', { name: /Year of graduation/ }), '2010');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: /Education/ })).toHaveTextContent('EducationComplete'));
    expect(screen.getByTestId('profile-status-progress')).toHaveTextContent('4 of 8 sections complete');
    expect(api.callsTo('POST', `${base}/education-tab/save`)[0]?.body).toEqual({
      educationLevel: 'BACHELOR',
      major: 'NURSING',
      institution: null,
      graduationYear: 2010,
      currentlyStudying: false,
    });
    // The tab status cache of spec §7 follows every save.
    expect(JSON.parse(sessionStorage.getItem(sessionStorageKeys.profileTabStatus) ?? 'null')).toMatchObject({
      educationTabCompleted: true,
    });
  });

  it('shows the cached tab status at once, then the fresh one from load-profile-sts', async () => {
    signIn();
    sessionStorage.setItem(sessionStorageKeys.profileTabStatus, JSON.stringify(profileSts({ incomeTabCompleted: true })));
    let answer: (value: { body: unknown }) => void = () => {};
    fakeApi({
      [`GET ${base}/load-profile-sts`]: () => new Promise((resolve) => (answer = resolve)),
      [`GET ${base}/personal-info-tab/load`]: { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Try again shortly.' } },
      [`GET ${base}/personal-info-tab/disabilities-data`]: { body: [] },
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path: paths.unifiedProfile });
    expect(screen.getByRole('tab', { name: /Income/ })).toHaveTextContent('IncomeComplete');
    answer({ body: profileSts() });
    await waitFor(() => expect(screen.getByRole('tab', { name: /Income/ })).toHaveTextContent('IncomeTo do'));
    // A tab that cannot load says so and offers to try again.
    expect(await screen.findByTestId('profile-load-failed')).toHaveTextContent('Try again shortly.');
  });

  it('moves between tabs with the arrow keys, mirrored right to left, and opens one with Enter', async () => {
    const user = userEvent.setup();
    signIn();
    fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: profileSts() },
      [`GET ${base}/summary-tab/load`]: { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Try again shortly.' } },
      [`GET ${base}/address/load`]: { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Try again shortly.' } },
    });
    await renderWithApp(<></>, { language: 'ar', routes: profileRoutes, path: `${paths.unifiedProfile}?tab=summary` });
    const first = screen.getByRole('tab', { name: /البيانات الشخصية/ });
    first.focus();
    // In Arabic the next tab is to the left.
    await user.keyboard('{ArrowLeft}');
    const address = screen.getByRole('tab', { name: /العنوان الوطني/ });
    expect(address).toHaveFocus();
    expect(address).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /الملخص/ })).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}{Enter}');
    expect(address).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/العنوان الوطني/);
  });

  it('tells a user who is not an applicant that the profile is the applicant’s, without calling the API', async () => {
    signIn(testSession({ role: 'DEPENDENT' }, { authorities: [{ authority: 'DEPENDENT' }] }));
    const api = fakeApi({});
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path: `${paths.unifiedProfile}?dependent=dep-1` });
    expect(screen.getByTestId('profile-not-applicant')).toHaveTextContent('The profile is kept by the head of household');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
  });

  it('opens a dependent’s five tabs through the {a}/{b} endpoints, with their name and a way back', async () => {
    const user = userEvent.setup();
    signIn();
    const noura = dependent();
    const emptyLicense = { hasLicenses: null, licenses: [], updatedAt: null };
    const api = fakeApi({
      [`GET ${base}/dependent/load-all-dependents`]: { body: [noura] },
      [`GET ${base}/dependent/personal-info/load/acc-1/dep-1`]: {
        body: {
          nameAr: noura.nameAr,
          nameEn: noura.nameEn,
          maskedNin: '******0071',
          gender: 'F',
          birthDate: '2012-02-01',
          nationality: 'SA',
          maskedMobile: null,
          email: null,
          socialStatus: 'SINGLE',
          hasDisability: false,
          disabilities: [],
          updatedAt: null,
        },
      },
      [`GET ${base}/disabilities-data/dep-1`]: { body: [] },
      [`GET ${base}/dependent/license/load/acc-1/dep-1`]: { body: emptyLicense },
      [`POST ${base}/dependent/license/save/acc-1/dep-1`]: {
        body: { data: { ...emptyLicense, hasLicenses: false }, status: { ...noura.profile, licenseTabCompleted: true } },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path: `${paths.unifiedProfile}?dependent=dep-1` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile of Noura Alotaibi' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('tablist'))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Personal informationComplete', 'EducationComplete', 'IncomeTo do', 'LicensesTo do', 'PropertiesTo do']);
    expect(await screen.findByTestId('profile-civil')).toHaveTextContent('******0071');
    // A dependent has no payment IBAN of their own, and the applicant-only profile status is not asked for.
    expect(screen.queryByTestId('profile-iban')).not.toBeInTheDocument();
    expect(api.callsTo('GET', `${base}/load-profile-sts`)).toEqual([]);
    expect(api.callsTo('GET', `${base}/disabilities-data/dep-1`)).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: /Licenses/ }));
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Licenses/ })).toHaveTextContent('LicensesComplete'));
    expect(api.callsTo('POST', `${base}/dependent/license/save/acc-1/dep-1`)[0]?.body).toEqual({ hasLicenses: false, licenses: [] });
    expect(screen.getByTestId('profile-status-progress')).toHaveTextContent('3 of 5 sections complete');

    await user.click(screen.getByTestId('profile-dependent-back'));
    expect(await screen.findByRole('tab', { name: /Dependents/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('acts for the applicant during an emergency login: {a} is the account acted for', async () => {
    signIn(testSession({ emergencyLogin: true, actingFor: { id: 'acc-head', nameAr: 'خالد', nameEn: 'Khalid' } }));
    const api = fakeApi({
      [`GET ${base}/dependent/load-all-dependents`]: { body: [dependent()] },
      [`GET ${base}/dependent/personal-info/load/acc-head/dep-1`]: {
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: 'Later.' },
      },
      [`GET ${base}/disabilities-data/dep-1`]: { body: [] },
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path: `${paths.unifiedProfile}?dependent=dep-1` });
    expect(await screen.findByTestId('profile-load-failed')).toBeInTheDocument();
    expect(api.callsTo('GET', `${base}/dependent/personal-info/load/acc-head/dep-1`)).toHaveLength(1);
  });

  it('says so when the dependent is not in the household', async () => {
    signIn();
    fakeApi({ [`GET ${base}/dependent/load-all-dependents`]: { body: [dependent()] } });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path: `${paths.unifiedProfile}?dependent=someone-else` });
    expect(await screen.findByTestId('profile-dependent-not-found')).toHaveTextContent('not one of your dependents');
  });

  it('lists the dependents with their completion, confirms the list, and opens a dependent’s profile', async () => {
    const user = userEvent.setup();
    signIn();
    const api = fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: profileSts() },
      [`GET ${base}/dependent/load-all-dependents`]: { body: [dependent()] },
      [`POST ${base}/dependent/dependent-tab/save`]: { body: profileSts({ dependentsTabCompleted: true }) },
      [`GET ${base}/dependent/personal-info/load/acc-1/dep-1`]: { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Later.' } },
      [`GET ${base}/disabilities-data/dep-1`]: { body: [] },
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path: `${paths.unifiedProfile}?tab=dependents` });
    const card = await screen.findByTestId('profile-dependent-card');
    expect(card).toHaveTextContent('Noura Alotaibi');
    expect(card).toHaveTextContent('Daughter');
    expect(card).toHaveTextContent('2 of 5 sections complete');
    expect(screen.getByTestId('profile-dependents-houses')).toHaveAttribute('href', paths.houses);

    await user.click(screen.getByTestId('profile-dependents-confirm'));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Dependents/ })).toHaveTextContent('DependentsComplete'));
    expect(api.callsTo('POST', `${base}/dependent/dependent-tab/save`)[0]?.body).toEqual({ confirmed: true });

    await user.click(within(card).getByRole('link', { name: "Fill in Noura Alotaibi's profile" }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile of Noura Alotaibi' })).toBeInTheDocument();
  });
});
