import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { base, cacheLookups, profileRoutes, profileSts, signIn } from '../screens/test-fixtures.ts';

const stamp = '2026-11-01T10:00:00.000Z';
const income = {
  declared: true,
  income: [
    { id: 'inc-1', source: 'SALARY', monthlyAmount: 400_000, payer: 'Acme', updatedAt: stamp },
    { id: 'inc-2', source: 'RENT', monthlyAmount: 150_050, payer: null, updatedAt: stamp },
  ],
  totalMonthlyAmount: 550_050,
  updatedAt: stamp,
};
const properties = {
  hasProperties: true,
  properties: [
    { id: 'prop-1', type: 'LAND', description: 'Plot in Al Kharj', estimatedValue: 20_000_000, ownershipShare: 50, updatedAt: stamp },
  ],
  totalValue: 10_000_000,
  updatedAt: stamp,
};

beforeEach(() => {
  cacheLookups();
  signIn();
});

describe('income tab', () => {
  it('edits, removes and adds sources, sends removals as deletedIncome and amounts in halalas', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: profileSts() },
      [`GET ${base}/income-tab/load`]: { body: income },
      [`POST ${base}/income-tab/save`]: {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Check the fields.',
          fieldErrors: [{ field: 'body.income.1', code: 'duplicate_item', message: 'This item is listed twice.' }],
        },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path: `${paths.unifiedProfile}?tab=income` });

    expect(await screen.findByTestId('profile-income-total')).toHaveTextContent('5,500.50');
    const rows = screen.getAllByTestId('profile-income-row');
    expect(within(rows[1] as HTMLElement).getByRole('textbox', { name: /Monthly amount/ })).toHaveValue('1500.50');

    await user.click(screen.getByRole('button', { name: 'Remove Income source 1' }));
    expect(screen.getAllByTestId('profile-income-row')).toHaveLength(1);
    expect(screen.getByTestId('profile-income-removed')).toHaveTextContent('1 item removed. It is deleted when you save.');
    // Focus stays where the change happened.
    expect(screen.getByRole('button', { name: 'Add an income source' })).toHaveFocus();

    const rent = within(screen.getByTestId('profile-income-row')).getByRole('textbox', { name: /Monthly amount/ });
    await user.clear(rent);
    await user.type(rent, '1,600.5');
    await user.click(screen.getByRole('button', { name: 'Add an income source' }));
    const added = screen.getAllByTestId('profile-income-row')[1] as HTMLElement;
    expect(within(added).getByRole('combobox', { name: /Source/ })).toHaveFocus();
    await user.selectOptions(within(added).getByRole('combobox', { name: /Source/ }), 'PENSION');
    await user.type(within(added).getByRole('textbox', { name: /Monthly amount/ }), '12.5x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(added).getByRole('textbox', { name: /Monthly amount/ })).toHaveAccessibleDescription(/at most two decimals/);
    expect(api.callsTo('POST', `${base}/income-tab/save`)).toEqual([]);

    await user.clear(within(added).getByRole('textbox', { name: /Monthly amount/ }));
    await user.type(within(added).getByRole('textbox', { name: /Monthly amount/ }), '2300');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/income-tab/save`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/income-tab/save`)[0]?.body).toEqual({
      income: [
        { id: 'inc-2', source: 'RENT', monthlyAmount: 160_050, payer: null },
        { id: null, source: 'PENSION', monthlyAmount: 230_000, payer: null },
      ],
      deletedIncome: ['inc-1'],
    });
    // The server's error about the second row sent is shown on that row.
    await waitFor(() =>
      expect(within(added).getByRole('combobox', { name: /Source/ })).toHaveAccessibleDescription('This item is listed twice.'),
    );
  });

  it('declares "no income" with an empty list, and the tab turns complete', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: profileSts() },
      [`GET ${base}/income-tab/load`]: { body: { declared: false, income: [], totalMonthlyAmount: 0, updatedAt: null } },
      [`POST ${base}/income-tab/save`]: {
        body: {
          data: { declared: true, income: [], totalMonthlyAmount: 0, updatedAt: stamp },
          status: profileSts({ incomeTabCompleted: true }),
        },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path: `${paths.unifiedProfile}?tab=income` });
    expect(await screen.findByTestId('profile-income-undeclared')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save: no income' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Income/ })).toHaveTextContent('IncomeComplete'));
    expect(api.callsTo('POST', `${base}/income-tab/save`)[0]?.body).toEqual({ income: [], deletedIncome: [] });
    expect(screen.getByTestId('profile-income-total')).toHaveTextContent('0.00');
  });
});

describe('properties tab', () => {
  it('asks before "no" removes the listed properties, then answers through save-sts', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: profileSts({ propertiesTabCompleted: true }) },
      [`GET ${base}/property-tab/load`]: { body: properties },
      [`POST ${base}/property-tab/save-sts`]: {
        body: {
          data: { hasProperties: false, properties: [], totalValue: 0, updatedAt: stamp },
          status: profileSts({ propertiesTabCompleted: true }),
        },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path: `${paths.unifiedProfile}?tab=properties` });
    expect(await screen.findByTestId('profile-properties-total')).toHaveTextContent('100,000.00');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByTestId('profile-properties-no-warning')).toHaveTextContent('Answering No removes the listed property.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the listed properties?' });
    expect(api.callsTo('POST', `${base}/property-tab/save-sts`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove them and answer No' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/property-tab/save-sts`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/property-tab/save-sts`)[0]?.body).toEqual({ hasProperties: false });
    await waitFor(() => expect(screen.queryByTestId('profile-properties-no-warning')).not.toBeInTheDocument());
  });

  it('names one property with a singular noun in Arabic: "الأصل 1", "إضافة أصل", not the plural "الممتلكات"', async () => {
    fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: profileSts() },
      [`GET ${base}/property-tab/load`]: { body: properties },
    });
    await renderWithApp(<></>, { language: 'ar', routes: profileRoutes, path: `${paths.unifiedProfile}?tab=properties` });
    const row = await screen.findByTestId('profile-property-row');
    expect(within(row).getByRole('heading', { name: 'الأصل 1' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'حذف الأصل 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة أصل' })).toBeInTheDocument();
    expect(screen.queryByText(/الممتلكات \d/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'لا' }));
    expect(screen.getByTestId('profile-properties-no-warning')).toHaveTextContent('الإجابة بـ«لا» تحذف الأصل المدرج.');
  });

  it('adds a property with its value in riyals and share, and removes a stored one', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: profileSts() },
      [`GET ${base}/property-tab/load`]: { body: properties },
      [`POST ${base}/property-tab/save`]: ({ body }) => ({
        body: {
          data: {
            hasProperties: true,
            properties: [{ ...(body as { properties: object[] }).properties[0], id: 'prop-2', updatedAt: stamp }],
            totalValue: 4_500_000,
            updatedAt: stamp,
          },
          status: profileSts({ propertiesTabCompleted: true }),
        },
      }),
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path: `${paths.unifiedProfile}?tab=properties` });
    await user.click(await screen.findByRole('button', { name: 'Remove Property 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a property' }));
    const row = screen.getByTestId('profile-property-row');
    await user.selectOptions(within(row).getByRole('combobox', { name: /Type/ }), 'VEHICLE');
    await user.type(within(row).getByRole('textbox', { name: /Description/ }), 'Toyota Camry 2018');
    await user.type(within(row).getByRole('textbox', { name: /Estimated value/ }), '45000');
    await user.clear(within(row).getByRole('textbox', { name: /Your share/ }));
    await user.type(within(row).getByRole('textbox', { name: /Your share/ }), '101');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(row).getByRole('textbox', { name: /Your share/ })).toHaveAccessibleDescription(/from 1 to 100/);

    await user.clear(within(row).getByRole('textbox', { name: /Your share/ }));
    await user.type(within(row).getByRole('textbox', { name: /Your share/ }), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Properties/ })).toHaveTextContent('PropertiesComplete'));
    expect(api.callsTo('POST', `${base}/property-tab/save`)[0]?.body).toEqual({
      properties: [{ id: null, type: 'VEHICLE', description: 'Toyota Camry 2018', estimatedValue: 4_500_000, ownershipShare: 100 }],
      deletedProperties: ['prop-1'],
    });
    expect(screen.getByTestId('profile-properties-total')).toHaveTextContent('45,000.00');
    expect(screen.queryByTestId('profile-properties-removed')).not.toBeInTheDocument();
  });
});

describe('license tab', () => {
  it('asks for a license under "yes", then saves the list with its numbers and dates', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: profileSts({ licenseTabCompleted: false }) },
      [`GET ${base}/license-tab/load`]: { body: { hasLicenses: null, licenses: [], updatedAt: null } },
      [`POST ${base}/license-tab/save`]: ({ body }) => ({
        body: { data: { ...(body as object), updatedAt: stamp }, status: profileSts({ licenseTabCompleted: true }) },
      }),
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path: `${paths.unifiedProfile}?tab=license` });
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent('Add at least one license.');

    await user.click(screen.getByRole('button', { name: 'Add a license' }));
    const row = screen.getByTestId('profile-license-row');
    await user.selectOptions(within(row).getByRole('combobox', { name: /License type/ }), 'DRIVING_PRIVATE');
    await user.type(within(row).getByRole('textbox', { name: /License number/ }), ' 12345678 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Licenses/ })).toHaveTextContent('LicensesComplete'));
    expect(api.callsTo('POST', `${base}/license-tab/save`)[0]?.body).toEqual({
      hasLicenses: true,
      licenses: [{ type: 'DRIVING_PRIVATE', number: '12345678', expiryDate: null }],
    });
  });
});
