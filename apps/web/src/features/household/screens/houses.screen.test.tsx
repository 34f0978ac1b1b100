import { sessionStorageKeys } from '@sanad/contract/client';
import type { Dependent, House } from '@sanad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { typeDate } from '../../../components/form/form-testing.tsx';
import formClasses from '../../../components/form/form.module.css';
import { toasts } from '../../../components/toast/toast-store.ts';
import { forgetRegionRequests } from '../../../lib/regions.ts';
import { fakeApi, type FakeResponse } from '../../../test/fake-api.ts';
import { renderWithApp, testConfig } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { HousesScreen } from './houses.screen.tsx';
import { testDependent, testHouse } from '../../../test/household-fixtures.ts';

const routes = [
  { path: paths.houses, element: <HousesScreen /> },
  { path: paths.home, element: <p>home screen</p> },
];
const regions = [{ code: 'RIYADH', nameAr: 'منطقة الرياض', nameEn: 'Riyadh Region', parentCode: null }];
const cities = [{ code: 'RIYADH_CITY', nameAr: 'الرياض', nameEn: 'Riyadh', parentCode: 'RIYADH' }];
const lookups = {
  houseOwnership: [
    { code: 'OWNED', nameAr: 'ملك', nameEn: 'Owned', parentCode: null },
    { code: 'RENTED', nameAr: 'مستأجر', nameEn: 'Rented', parentCode: null },
  ],
  relationship: [
    { code: 'WIFE', nameAr: 'زوجة', nameEn: 'Wife', parentCode: null },
    { code: 'SON', nameAr: 'ابن', nameEn: 'Son', parentCode: null },
    { code: 'FATHER', nameAr: 'أب', nameEn: 'Father', parentCode: null },
    { code: 'MOTHER', nameAr: 'أم', nameEn: 'Mother', parentCode: null },
    { code: 'BROTHER', nameAr: 'أخ', nameEn: 'Brother', parentCode: null },
  ],
};

const house: House = testHouse();

const dependent = (overrides: Partial<Dependent>): Dependent => testDependent(overrides);

const wife = dependent({});
const son = dependent({
  id: 'd-2',
  nameAr: 'فيصل',
  nameEn: 'Faisal',
  gender: 'M',
  age: 20,
  relationship: 'SON',
  hasAccount: true,
  relationStatus: 'CONFIRMED',
});

function householdApi(extra: Record<string, FakeResponse | (() => FakeResponse)> = {}, dependents = [wife, son]) {
  return fakeApi({
    'GET /api/unified-profile/house/load': { body: [house] },
    'GET /api/unified-profile/dependent/load': { body: dependents },
    'GET /api/unified-profile/address-tab/load-regions': { body: regions },
    'GET /api/unified-profile/address-tab/load-cities': { body: cities },
    ...extra,
  });
}

beforeEach(() => {
  forgetRegionRequests();
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(lookups));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});
afterEach(() => {
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
});

describe('houses screen', () => {
  it('tells a dependent that only the head manages the household, without calling the applicant-only API', async () => {
    sessionStorage.setItem(
      sessionStorageKeys.currentUser,
      JSON.stringify(testSession({ role: 'DEPENDENT' }, { authorities: [{ authority: 'DEPENDENT' }] })),
    );
    const api = householdApi();
    await renderWithApp(<></>, { language: 'en', routes, path: paths.houses });
    expect(await screen.findByTestId('houses-not-applicant')).toHaveTextContent('Only the head of household');
    expect(api.calls.filter((call) => call.path.startsWith('/api/unified-profile/'))).toEqual([]);
  });

  it('shows each house with its address in words and each dependent with relationship and relation state', async () => {
    householdApi();
    await renderWithApp(<></>, { language: 'en', routes, path: paths.houses });
    const card = await screen.findByTestId('house-card');
    await waitFor(() => expect(card).toHaveTextContent('1234 King Fahd Road, Al Olaya, Riyadh, Riyadh Region, 12345-6789'));
    expect(card).toHaveTextContent('Owned');
    expect(card).toHaveTextContent('2 dependents live here');
    const rows = screen.getAllByTestId('dependents-table-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Noura');
    expect(rows[0]).toHaveTextContent('Wife');
    expect(rows[1]).toHaveTextContent('Confirmed');
  });

  it('counts the residents of a house in words, by the plural rules of each language', async () => {
    const houses = [1, 2, 5, 11].map((residentsCount, index) => ({ ...house, id: `h-${index}`, residentsCount }));
    householdApi({ 'GET /api/unified-profile/house/load': { body: houses } });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.houses });
    const cards = await screen.findAllByTestId('house-card');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('يقيم فيه تابع واحد'),
      expect.stringContaining('يقيم فيه تابعان'),
      expect.stringContaining('يقيم فيه 5 تابعين'),
      expect.stringContaining('يقيم فيه 11 تابعًا'),
    ]);
  });

  it('says the limit of houses is reached instead of offering a form that cannot be saved', async () => {
    const four = [1, 2, 3, 4].map((n) => ({ ...house, id: `h-${n}`, buildingNumber: `${n}${n}${n}${n}` }));
    householdApi({ 'GET /api/unified-profile/house/load': { body: four } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.houses });
    expect(await screen.findByTestId('house-limit')).toHaveTextContent(
      'You have added the most houses allowed (4). To add another, first delete one you no longer live in.',
    );
    expect(screen.queryByTestId('house-add')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('house-delete')).toHaveLength(4);
  });

  it('reads the limit from the configuration the server publishes, and offers the form below it', async () => {
    householdApi();
    const { unmount } = await renderWithApp(<></>, {
      language: 'ar',
      routes,
      path: paths.houses,
      config: { ...testConfig, household: { maxHouses: 1 } },
    });
    expect(await screen.findByTestId('house-limit')).toHaveTextContent('أضفت الحد الأقصى المسموح به من المساكن (1)');
    expect(screen.queryByTestId('house-add')).not.toBeInTheDocument();
    unmount();

    householdApi();
    await renderWithApp(<></>, { language: 'en', routes, path: paths.houses, config: { ...testConfig, household: { maxHouses: 2 } } });
    expect(await screen.findByTestId('house-add')).toHaveTextContent('Add a house');
    expect(screen.queryByTestId('house-limit')).not.toBeInTheDocument();
  });

  it('lets a status badge wrap in a phone’s narrow column instead of cutting its words off', async () => {
    const pending = dependent({ id: 'd-3', nameEn: 'Reem', hasAccount: true, relationStatus: 'PENDING' });
    const child = dependent({ id: 'd-4', nameEn: 'Omar', relationship: 'SON', age: 8, adult: false, custodyRequired: true });
    householdApi({}, [pending, child]);
    await renderWithApp(<></>, { language: 'en', routes, path: paths.houses });
    const badge = await screen.findByTestId('dependent-relation-status');
    expect(badge).toHaveTextContent('Waiting for confirmation');
    const custody = within(screen.getAllByTestId('dependents-table-row')[1]!).getByText('Custody needed');
    for (const element of [badge, custody.closest('.mantine-Badge-root')]) {
      expect(element).toHaveClass(formClasses.wrapBadge ?? 'a missing class');
    }
  });

  it('gives each cell of a dependent one element, so a phone shows every value beside its column name', async () => {
    // On a phone each cell is a grid of the column name and one value: a second element would fall under the name.
    const rejected = dependent({ id: 'd-3', nameEn: 'Sara', relationStatus: 'REJECTED', relationRejectReason: 'Not my father' });
    householdApi({}, [wife, rejected]);
    await renderWithApp(<></>, { language: 'en', routes, path: paths.houses });
    const rows = await screen.findAllByTestId('dependents-table-row');
    expect(rows[1]).toHaveTextContent('Not my father');
    for (const row of rows) {
      for (const cell of within(row).getAllByRole('cell')) {
        expect(cell.childNodes.length, cell.getAttribute('data-label') ?? '').toBeLessThanOrEqual(1);
      }
    }
  });

  it('offers no empty house choice to a dependent while there is no house, and says to add one first', async () => {
    householdApi({ 'GET /api/unified-profile/house/load': { body: [] } }, [dependent({ houseId: null })]);
    await renderWithApp(<></>, { language: 'en', routes, path: paths.houses });
    const [row] = await screen.findAllByTestId('dependents-table-row');
    expect(row).toHaveTextContent('Add a house first to say where this person lives.');
    expect(within(row!).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('adds a rented house: checks it first, sends the rent in halalas, then shows the new list', async () => {
    const user = userEvent.setup();
    const created = { ...house, id: 'h-2', ownership: 'RENTED', yearlyRent: 2_400_050, residentsCount: 0 };
    let houses = [house];
    const api = householdApi({
      'GET /api/unified-profile/house/load': () => ({ body: houses }),
      'POST /api/unified-profile/house/validate-create-house': { body: { success: true } },
      'POST /api/unified-profile/house/create': () => {
        houses = [house, created];
        return { body: created };
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.houses });
    await user.click(await screen.findByTestId('house-add'));
    const form = screen.getByTestId('house-form');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Riyadh Region' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByRole('combobox', { name: /Region/ }), 'RIYADH');
    await user.selectOptions(within(form).getByRole('combobox', { name: /City/ }), 'RIYADH_CITY');
    await user.type(within(form).getByRole('textbox', { name: /District/ }), 'Al Malqa');
    await user.type(within(form).getByRole('textbox', { name: /Street/ }), 'Anas Bin Malik');
    await user.type(within(form).getByRole('textbox', { name: /Building number/ }), '4321');
    await user.type(within(form).getByRole('textbox', { name: /Postal code/ }), '13521');
    await user.type(within(form).getByRole('textbox', { name: /Additional number/ }), '8765');
    await user.selectOptions(within(form).getByRole('combobox', { name: /How you hold/ }), 'RENTED');
    await user.click(within(form).getByTestId('house-form-save'));
    // A rented house without its rent is stopped in the browser.
    expect(
      await within(form).findByText('Enter the yearly rent of a rented house.', { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('textbox', { name: /Yearly rent/ }));
    await user.paste('24000.50');
    api.calls.length = 0;
    await user.click(within(form).getByTestId('house-form-save'));
    await waitFor(() => expect(screen.queryByTestId('house-form')).not.toBeInTheDocument());
    expect(api.calls.map((call) => `${call.method} ${call.path}`).slice(0, 2)).toEqual([
      'POST /api/unified-profile/house/validate-create-house',
      'POST /api/unified-profile/house/create',
    ]);
    expect(api.callsTo('POST', '/api/unified-profile/house/create')[0]?.body).toMatchObject({
      regionCode: 'RIYADH',
      cityCode: 'RIYADH_CITY',
      buildingNumber: '4321',
      ownership: 'RENTED',
      yearlyRent: 2_400_050,
      label: null,
      latitude: null,
    });
    // The list comes back from the server after the change, with the new house in it.
    expect(await screen.findAllByTestId('house-card')).toHaveLength(2);
    expect(api.callsTo('GET', '/api/unified-profile/house/load')).toHaveLength(1);
  });

  it('adds a dependent with national ID and birth date, and shows the server’s field error at its field', async () => {
    const user = userEvent.setup();
    const api = householdApi({
      'POST /api/unified-profile/dependent/save-relative': {
        status: 422,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Check the fields',
          fieldErrors: [{ field: 'body.nin', code: 'dependent_already_added', message: 'This person is already in your household.' }],
        },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.houses });
    await user.click(await screen.findByTestId('dependent-add'));
    const form = screen.getByTestId('dependent-form');
    await user.type(within(form).getByRole('textbox', { name: /National ID/ }), '1010000063');
    await typeDate(user, 'dependent-new-birth-date', '2006-05-01');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Relationship/ }), 'SON');
    await user.click(within(form).getByTestId('dependent-form-save'));
    expect(
      await within(form).findByText('This person is already in your household.', { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/unified-profile/dependent/save-relative')[0]?.body).toEqual({
      id: null,
      nin: '1010000063',
      birthDate: '2006-05-01',
      relationship: 'SON',
      houseId: 'h-1',
    });
  });

  it('says why a dependent cannot be removed, and removes one after confirmation otherwise', async () => {
    const user = userEvent.setup();
    const api = householdApi({
      'GET /api/unified-profile/dependent/validate-delete/d-1': {
        body: { canDelete: false, reasons: [{ code: 'DEPENDENT_IN_OPEN_CYCLE', message: 'Counted in the open cycle of November.' }] },
      },
      'GET /api/unified-profile/dependent/validate-delete/d-2': { body: { canDelete: true, reasons: [] } },
      'POST /api/unified-profile/dependent/delete': { body: { success: true } },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.houses });
    const rows = await screen.findAllByTestId('dependents-table-row');
    await user.click(within(rows[0]!).getByTestId('dependent-remove'));
    expect(await screen.findByTestId('dependent-remove-blocked')).toHaveTextContent('Counted in the open cycle of November.');
    await user.click(screen.getByTestId('confirm-dialog-confirm'));
    expect(api.callsTo('POST', '/api/unified-profile/dependent/delete')).toEqual([]);

    await user.click(within(rows[1]!).getByTestId('dependent-remove'));
    await user.click(await screen.findByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(api.callsTo('POST', '/api/unified-profile/dependent/delete')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/unified-profile/dependent/delete')[0]?.body).toEqual({ id: 'd-2' });
  });

  it('puts the server’s refusal of a relationship to the new head at that person’s choice', async () => {
    const user = userEvent.setup();
    householdApi({
      'POST /api/users/transfer-to-hoh': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Check the fields',
          fieldErrors: [
            {
              field: 'body.relationships.0.relationship',
              code: 'relationship_gender',
              message: "This relationship does not match the person's gender in the civil records.",
            },
          ],
        },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.houses });
    const form = await screen.findByTestId('transfer-form');
    await user.selectOptions(within(form).getByRole('combobox', { name: /New head of household/ }), 'd-2');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Your relationship/ }), 'FATHER');
    const noura = within(form).getByRole('combobox', { name: /Relationship of Noura to Faisal/ });
    await user.selectOptions(noura, 'BROTHER');
    await user.click(within(form).getByTestId('transfer-submit'));
    await user.click(await screen.findByTestId('confirm-dialog-confirm'));
    // At Noura's choice, and the summary links there: not a message that names nobody.
    await waitFor(() => expect(noura).toHaveAccessibleDescription(/does not match the person's gender/));
    const summary = within(form).getByTestId('error-summary');
    expect(within(summary).getByRole('link', { name: /does not match the person's gender/ })).toHaveAttribute(
      'href',
      '#transfer-relationship-d-1',
    );
    expect(noura).toHaveValue('BROTHER');
  });

  it('hands the household to a confirmed adult dependent and goes home with the new session', async () => {
    const user = userEvent.setup();
    const nowDependent = testSession({ role: 'DEPENDENT' }, { authorities: [{ authority: 'DEPENDENT' }] });
    const api = householdApi({ 'POST /api/users/transfer-to-hoh': { body: nowDependent } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.houses });
    const form = await screen.findByTestId('transfer-form');
    await user.selectOptions(within(form).getByRole('combobox', { name: /New head of household/ }), 'd-2');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Your relationship/ }), 'FATHER');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Relationship of Noura to Faisal/ }), 'MOTHER');
    await user.click(within(form).getByTestId('transfer-submit'));
    await user.click(await screen.findByTestId('confirm-dialog-confirm'));
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/users/transfer-to-hoh')[0]?.body).toEqual({
      dependentId: 'd-2',
      formerHeadRelationship: 'FATHER',
      relationships: [{ dependentId: 'd-1', relationship: 'MOTHER' }],
    });
    expect(JSON.parse(sessionStorage.getItem(sessionStorageKeys.currentUser) ?? 'null')).toEqual(nowDependent);
  });
});

describe('houses screen during an emergency login', () => {
  // Faisal (the son) acting for Sara, the applicant: the session is his own account, with the applicant's authority.
  const standIn = testSession(
    {
      id: 'acc-63',
      username: '1010000063',
      nameAr: 'فيصل العتيبي',
      nameEn: 'Faisal Alotaibi',
      role: 'DEPENDENT',
      emergencyLogin: true,
      actingFor: { id: 'acc-1', nameAr: 'سارة العتيبي', nameEn: 'Sara Alotaibi' },
    },
    { principal: '1010000063' },
  );
  beforeEach(() => sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(standIn)));

  it('offers no removal of a household member and no transfer of the head, and says only the applicant can', async () => {
    const api = householdApi();
    await renderWithApp(<></>, { language: 'en', routes, path: paths.houses });
    const table = await screen.findByTestId('dependents-table');
    expect(within(table).queryAllByTestId('dependent-remove')).toEqual([]);
    expect(within(table).getAllByTestId('dependent-edit')).toHaveLength(2);
    expect(screen.queryByTestId('transfer-form')).toBeNull();
    const note = screen.getByTestId('transfer-emergency');
    expect(note).toHaveTextContent('Only the applicant can transfer the household');
    expect(note).toHaveTextContent('you cannot transfer the head of household or remove household members');
    // Houses stay the stand-in's to keep up to date: the contract refuses neither their change nor their deletion.
    expect(screen.getByTestId('house-edit')).toBeInTheDocument();
    expect(screen.getByTestId('house-delete')).toBeInTheDocument();
    expect(screen.getByTestId('dependent-add')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.includes('validate-delete') || call.path.endsWith('/delete'))).toEqual([]);
  });

  it('names each relationship as the applicant’s, not the reader’s', async () => {
    householdApi();
    await renderWithApp(<></>, { language: 'en', routes, path: paths.houses });
    const table = await screen.findByTestId('dependents-table');
    expect(within(table).getByRole('columnheader', { name: 'Relationship to Sara Alotaibi' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Relationship to you' })).toBeNull();
  });

  it('asks for a new dependent’s relationship to the applicant, not to the reader', async () => {
    const user = userEvent.setup();
    householdApi();
    await renderWithApp(<></>, { language: 'en', routes, path: paths.houses });
    await user.click(await screen.findByTestId('dependent-add'));
    expect(await screen.findByRole('combobox', { name: /Relationship to Sara Alotaibi/ })).toBeInTheDocument();
  });

  it('says the same in Arabic', async () => {
    householdApi();
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.houses });
    const table = await screen.findByTestId('dependents-table');
    expect(within(table).getByRole('columnheader', { name: 'صلة القرابة بـسارة العتيبي' })).toBeInTheDocument();
    expect(within(table).queryAllByTestId('dependent-remove')).toEqual([]);
    expect(screen.getByTestId('transfer-emergency')).toHaveTextContent('لا ينقل رئاسة الأسرة إلا مقدّم الطلب');
  });

  it('leaves the applicant’s own screen as it was: removal, the transfer form and "Relationship to you"', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
    householdApi();
    await renderWithApp(<></>, { language: 'en', routes, path: paths.houses });
    const table = await screen.findByTestId('dependents-table');
    expect(within(table).getAllByTestId('dependent-remove')).toHaveLength(2);
    expect(within(table).getByRole('columnheader', { name: 'Relationship to you' })).toBeInTheDocument();
    expect(screen.getByTestId('transfer-form')).toBeInTheDocument();
    expect(screen.queryByTestId('transfer-emergency')).toBeNull();
  });
});
