import { sessionStorageKeys } from '@sanad/contract/client';
import type { WhatIfRequest } from '@sanad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { calculatorLookups, whatIfToday, whatIfWithoutSalary } from '../../../test/calculator-fixtures.ts';
import { fakeApi, type RecordedCall } from '../../../test/fake-api.ts';
import { testHouse } from '../../../test/household-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { WhatIfTab } from './what-if-tab.tsx';

const whatIfPath = '/api/eligibility/what-if';
const routes = [{ path: paths.programApplication, element: <WhatIfTab applicationId="app-1" /> }];
const tabPath = `${paths.programApplication}?id=app-1&tab=whatif`;

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');
const noChanges = { incomes: [], assets: [], addMembers: [], removeMembers: [] };
const isToday = (call: RecordedCall) => JSON.stringify((call.body as WhatIfRequest).changes) === JSON.stringify(noChanges);

function api(answer: (call: RecordedCall) => { status?: number; body: unknown } = () => ({ body: whatIfWithoutSalary() })) {
  return fakeApi({
    'GET /api/application/load-application-selected-houses/app-1': { body: [testHouse({ id: 'h-1', label: 'Family home' })] },
    [`POST ${whatIfPath}`]: (call) => (isToday(call) ? { body: whatIfToday() } : answer(call)),
  });
}

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(calculatorLookups));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('the what-if tab', () => {
  it('starts from the house today, and shows today beside the changes, the figures and the rules that moved', async () => {
    const user = userEvent.setup();
    const calls = api();
    await renderWithApp(<></>, { language: 'en', routes, path: tabPath });

    const summary = await screen.findByTestId('whatif-today-summary');
    expect(plain(summary.textContent)).toContain('SAR 450.00');
    expect(summary).toHaveTextContent('3 people counted');
    expect(screen.getByTestId('whatif-house-name')).toHaveTextContent('House: Family home');
    expect(calls.callsTo('POST', whatIfPath)[0]?.body).toEqual({ applicationId: 'app-1', houseId: 'h-1', changes: noChanges });

    // Each person's incomes and assets as they are today.
    const people = screen.getAllByTestId('whatif-person');
    expect(people.map((person) => within(person).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Sara Alotaibi (Head of household)',
      'Faisal Alotaibi (Son · Adult)',
      'Reem Alotaibi (Daughter · Minor)',
    ]);
    expect(within(people[0]!).getByRole('textbox', { name: /Amount a month/ })).toHaveValue('150');
    expect(within(people[0]!).getByRole('textbox', { name: /Value/ })).toHaveValue('60000');
    expect(within(people[0]!).getByRole('textbox', { name: /Value/ })).toHaveAccessibleDescription(/50% of it is theirs/);
    expect(within(people[1]!).getByRole('combobox', { name: /Where the income comes from/ })).toHaveValue('SALARY');
    expect(within(people[1]!).getByRole('textbox', { name: /Amount a month/ })).toHaveValue('3000');
    expect(within(people[0]!).queryByRole('checkbox')).not.toBeInTheDocument();

    // Faisal's salary stops.
    await user.click(within(people[1]!).getByRole('button', { name: 'Remove income 1 of Faisal Alotaibi' }));
    expect(within(people[1]!).getByRole('button', { name: 'Add an income' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show what would change' }));

    await waitFor(() => expect(calls.callsTo('POST', whatIfPath)).toHaveLength(2));
    expect(calls.callsTo('POST', whatIfPath)[1]?.body).toEqual({
      applicationId: 'app-1',
      houseId: 'h-1',
      changes: { incomes: [{ personId: 'p-faisal', sources: [] }], assets: [], addMembers: [], removeMembers: [] },
    });

    const answer = await screen.findByTestId('whatif-answer');
    await waitFor(() => expect(within(answer).getByRole('heading', { level: 3, name: 'What would change' })).toHaveFocus());
    expect(plain(screen.getByTestId('whatif-announcement').textContent)).toBe(
      'Worked out: today SAR 450.00 a month; with your changes SAR 1,950.00 a month.',
    );
    expect(plain(within(answer).getByTestId('whatif-today').textContent)).toContain('SAR 450.00');
    expect(plain(within(answer).getByTestId('whatif-changed').textContent)).toContain('SAR 1,950.00');
    expect(within(answer).getByTestId('whatif-figure-COUNTED_INCOME')).toHaveAttribute('data-moved', 'true');
    expect(within(answer).getByTestId('whatif-figure-STANDARD')).toHaveAttribute('data-moved', 'false');
    expect(plain(within(answer).getByTestId('whatif-amounts').textContent)).toContain(
      'The counted income fell from SAR 1,650.00 to SAR 150.00.',
    );

    // The rules that moved, each as today and as it would be, in the why's words.
    expect(within(answer).getByRole('heading', { level: 4, name: 'The 4 rules that moved' })).toBeInTheDocument();
    const moved = within(answer).getAllByTestId('whatif-moved-rule');
    expect(plain(within(moved[0]!).getByTestId('whatif-moved-from').textContent)).toBe(
      "Faisal Alotaibi's income (salary): SAR 3,000.00 a month; SAR 1,500.00 of it is exempt (the exemption is at most SAR 1,500.00), so SAR 1,500.00 counts.",
    );
    expect(within(moved[0]!).getByTestId('whatif-moved-to')).toHaveTextContent('No longer part of the calculation.');
    expect(plain(within(moved[2]!).getByTestId('whatif-moved-to').textContent)).toBe(
      "Your household's counted income is SAR 150.00; the standard for 3 members is SAR 2,100.00; so you would receive SAR 1,950.00.",
    );
    expect(within(answer).getByTestId('whatif-nothing-saved')).toHaveTextContent(
      'Nothing was saved: your records and your application are as they were.',
    );
  });

  it('in Arabic, adds a person by age and takes a dependent out, and shows a refused age at its field', async () => {
    const user = userEvent.setup();
    const calls = api(() => ({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'تحقق من الحقول المميزة.',
        fieldErrors: [{ field: 'body.changes.addMembers.0.age', code: 'too_big_number', message: 'أدخل قيمة لا تزيد عن 120.' }],
      },
    }));
    await renderWithApp(<></>, { language: 'ar', routes, path: tabPath });
    await screen.findByTestId('whatif-today-summary');

    await user.click(screen.getByRole('checkbox', { name: 'سيغادر ريم العتيبي المسكن' }));
    // Someone leaving has nothing left to change.
    expect(within(screen.getAllByTestId('whatif-person')[2]!).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'أضف فردًا سينضم' }));
    const added = screen.getByTestId('whatif-added-person');
    expect(within(added).getByRole('heading', { level: 4 })).toHaveTextContent('الفرد الجديد 1');
    const age = within(added).getByRole('textbox', { name: /العمر بالسنوات الكاملة/ });
    expect(age).toHaveFocus();
    await user.type(age, '٠');
    await user.click(screen.getByRole('button', { name: 'اعرض ما سيتغير' }));

    await waitFor(() => expect(calls.callsTo('POST', whatIfPath)).toHaveLength(2));
    expect((calls.callsTo('POST', whatIfPath)[1]?.body as WhatIfRequest).changes).toEqual({
      incomes: [],
      assets: [],
      addMembers: [{ age: 0, incomes: [], assets: [] }],
      removeMembers: ['p-reem'],
    });
    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveTextContent('أدخل قيمة لا تزيد عن 120.');
    expect(age).toHaveAccessibleDescription(/أدخل قيمة لا تزيد عن 120/);
    expect(screen.queryByTestId('whatif-answer')).not.toBeInTheDocument();
  });

  it('in Arabic, words what moved and says nothing was saved', async () => {
    const user = userEvent.setup();
    api();
    await renderWithApp(<></>, { language: 'ar', routes, path: tabPath });
    const faisal = (await screen.findAllByTestId('whatif-person'))[1]!;
    await user.click(within(faisal).getByRole('button', { name: 'إزالة الدخل 1 (فيصل العتيبي)' }));
    await user.click(screen.getByRole('button', { name: 'اعرض ما سيتغير' }));
    const answer = await screen.findByTestId('whatif-answer');
    expect(within(answer).getByTestId('whatif-changed')).toHaveTextContent('مع تغييراتك');
    expect(within(answer).getByTestId('whatif-changed')).toHaveTextContent('1,950.00');
    const moved = within(answer).getAllByTestId('whatif-moved-rule');
    expect(plain(within(moved[0]!).getByTestId('whatif-moved-from').textContent)).toContain('دخل فيصل العتيبي (راتب): 3,000.00');
    expect(within(moved[0]!).getByTestId('whatif-moved-to')).toHaveTextContent('لم يعد ضمن الاحتساب.');
    expect(within(answer).getByTestId('whatif-nothing-saved')).toHaveTextContent('لم يُحفظ شيء: بياناتك وطلبك كما كانت.');
  });
});
