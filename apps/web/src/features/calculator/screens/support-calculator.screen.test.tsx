import { sessionStorageKeys } from '@sanad/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { calculatorLookups, supportEstimate } from '../../../test/calculator-fixtures.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { SupportCalculatorScreen } from './support-calculator.screen.tsx';

const estimatePath = '/api/support-calculator/estimate';
const routes = [{ path: paths.supportCalculator, element: <SupportCalculatorScreen /> }];

/** Intl's no-break spaces and direction marks as plain spaces, so texts read as written here. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(calculatorLookups));
});

describe('the public support calculator', () => {
  it('estimates a household typed in, with the why, the people and what the estimate assumes', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [`POST ${estimatePath}`]: { body: supportEstimate() } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.supportCalculator });
    expect(screen.getByRole('heading', { level: 1, name: 'Support calculator' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: /owned, rented or provided/ }), 'RENTED');
    const head = screen.getByTestId('calc-head');
    // Arabic-Indic digits become Latin ones as they are typed.
    await user.type(within(head).getByRole('textbox', { name: /Age in full years/ }), '٤٠');
    expect(within(head).getByRole('textbox', { name: /Age in full years/ })).toHaveValue('40');
    await user.click(within(head).getByRole('button', { name: 'Add an income' }));
    const source = within(head).getByRole('combobox', { name: /Where the income comes from/ });
    expect(source).toHaveFocus();
    await user.selectOptions(source, 'SALARY');
    await user.type(within(head).getByRole('textbox', { name: /Amount a month/ }), '2,000');

    // His wife by her birth date, two children by age.
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    let people = screen.getAllByTestId('calc-person');
    expect(within(people[0]!).getByRole('textbox', { name: /Age in full years/ })).toHaveFocus();
    await user.click(within(people[0]!).getByRole('radio', { name: 'Date of birth' }));
    await user.type(within(people[0]!).getByRole('textbox', { name: 'Day' }), '1');
    await user.type(within(people[0]!).getByRole('textbox', { name: 'Month' }), '3');
    await user.type(within(people[0]!).getByRole('textbox', { name: 'Year' }), '1991');
    for (const age of ['10', '5']) {
      await user.click(screen.getByRole('button', { name: 'Add a family member' }));
      people = screen.getAllByTestId('calc-person');
      await user.type(within(people.at(-1)!).getByRole('textbox', { name: /Age in full years/ }), age);
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Family member 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Estimate the support' }));
    await waitFor(() => expect(api.callsTo('POST', estimatePath)).toHaveLength(1));
    expect(api.callsTo('POST', estimatePath)[0]?.body).toEqual({
      houseOwnership: 'RENTED',
      head: { age: 40, incomes: [{ source: 'SALARY', monthlyAmount: 200_000 }], assets: [] },
      dependents: [
        { birthDate: '1991-03-01', incomes: [], assets: [] },
        { age: 10, incomes: [], assets: [] },
        { age: 5, incomes: [], assets: [] },
      ],
    });

    const answer = await screen.findByTestId('estimate-answer');
    const title = within(answer).getByRole('heading', { level: 2, name: 'Your estimate' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(plain(screen.getByTestId('estimate-announcement').textContent)).toBe('Estimate ready: SAR 1,500.00 a month.');
    expect(plain(within(answer).getByTestId('estimate-headline').textContent)).toBe('Estimated support: SAR 1,500.00 a month.');
    expect(within(answer).getByText('For a household of 4 people.')).toBeInTheDocument();
    expect(plain(within(answer).getByTestId('estimate-figures-standard').textContent)).toContain('SAR 2,500.00');

    // The why, worded as a month's is, the person named as the form named them; the assumed checks are left to the note.
    const why = plain(within(answer).getByTestId('estimate-why').textContent);
    expect(why).toContain(
      "The applicant's income (salary): SAR 2,000.00 a month; SAR 1,000.00 of it is exempt (the exemption is at most SAR 1,500.00), so SAR 1,000.00 counts.",
    );
    expect(why).toContain('Family member 1 (35 years old) is counted as an adult: the adult age is 18.');
    expect(why).toContain(
      "Your household's counted income is SAR 1,000.00; the standard for 4 members is SAR 2,500.00; so you would receive SAR 1,500.00.",
    );
    expect(why).not.toContain('The unified profile is complete.');

    const rows = within(within(answer).getByTestId('estimate-members')).getAllByTestId('estimate-members-row');
    expect(rows).toHaveLength(4);
    expect(plain(rows[1]?.textContent)).toContain('Family member 1');
    expect(plain(rows[1]?.textContent)).toContain('Adult');
    expect(plain(rows[1]?.textContent)).toContain('SAR 600.00');

    const note = within(answer).getByTestId('estimate-assumptions');
    expect(note).toHaveTextContent('This is an estimate, not a decision');
    expect(note).toHaveTextContent('It uses the amounts and limits in force on 20 November 2026');
    expect(note).toHaveTextContent('the unified profile is complete;');
    expect(note).toHaveTextContent('the bank account (IBAN) is verified by the bank;');
    expect(note).toHaveTextContent('no ban applies after a withdrawn application;');
    expect(within(note).getByRole('link', { name: 'register' })).toHaveAttribute('href', '/register');
  });

  it('says in Arabic what the browser finds, and puts the server’s field errors at their fields', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`POST ${estimatePath}`]: {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'تحقق من الحقول المميزة.',
          fieldErrors: [
            { field: 'body.head.incomes.0.source', code: 'invalid_value', message: 'اختر إحدى القيم المسموح بها.' },
            { field: 'body.dependents.0.age', code: 'too_big_number', message: 'أدخل قيمة لا تزيد عن 120.' },
          ],
        },
      },
    });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.supportCalculator });
    expect(screen.getByRole('heading', { level: 1, name: 'حاسبة الدعم' })).toBeInTheDocument();

    // Nothing typed: the browser says what is missing and asks the server nothing.
    await user.click(screen.getByRole('button', { name: 'احسب الدعم التقديري' }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('اختر هل المسكن ملك أم مستأجر أم موفَّر.');
    expect(summary).toHaveTextContent('أدخل العمر بالسنوات الكاملة.');
    expect(api.calls).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: /هل المسكن/ }), 'OWNED');
    const head = screen.getByTestId('calc-head');
    await user.type(within(head).getByRole('textbox', { name: /العمر بالسنوات الكاملة/ }), '70');
    await user.click(within(head).getByRole('button', { name: 'أضف دخلًا' }));
    await user.selectOptions(within(head).getByRole('combobox', { name: /مصدر الدخل/ }), 'PENSION');
    await user.type(within(head).getByRole('textbox', { name: /المبلغ الشهري/ }), '١٠٥٠.٥');
    await user.click(screen.getByRole('button', { name: 'أضف فردًا من الأسرة' }));
    await user.type(within(screen.getByTestId('calc-person')).getByRole('textbox', { name: /العمر بالسنوات الكاملة/ }), '99');
    await user.click(screen.getByRole('button', { name: 'احسب الدعم التقديري' }));

    await waitFor(() => expect(api.callsTo('POST', estimatePath)).toHaveLength(1));
    expect(api.callsTo('POST', estimatePath)[0]?.body).toMatchObject({
      houseOwnership: 'OWNED',
      head: { age: 70, incomes: [{ source: 'PENSION', monthlyAmount: 105_050 }] },
      dependents: [{ age: 99 }],
    });
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveTextContent('اختر إحدى القيم المسموح بها.'));
    expect(screen.getByTestId('error-summary')).toHaveTextContent('أدخل قيمة لا تزيد عن 120.');
    // Each message at its field, linked to it.
    expect(within(head).getByRole('combobox', { name: /مصدر الدخل/ })).toHaveAccessibleDescription(/اختر إحدى القيم المسموح بها/);
    expect(within(screen.getByTestId('calc-person')).getByRole('textbox', { name: /العمر بالسنوات الكاملة/ })).toHaveAccessibleDescription(
      /أدخل قيمة لا تزيد عن 120/,
    );
    // The values typed stay.
    expect(within(head).getByRole('textbox', { name: /المبلغ الشهري/ })).toHaveValue('1050.5');
    expect(screen.queryByTestId('estimate-answer')).not.toBeInTheDocument();
  });

  it('answers in Arabic, with the assumptions and the day of the amounts in both calendars', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`POST ${estimatePath}`]: {
        body: supportEstimate({
          outcome: 'INELIGIBLE',
          reasons: [{ code: 'INCOME_ABOVE_STANDARD', message: 'الدخل المحتسب للأسرة يبلغ حد الكفاية' }],
          entitlement: 0,
          paid: false,
        }),
      },
    });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.supportCalculator });
    await user.selectOptions(screen.getByRole('combobox', { name: /هل المسكن/ }), 'RENTED');
    await user.type(within(screen.getByTestId('calc-head')).getByRole('textbox', { name: /العمر بالسنوات الكاملة/ }), '40');
    await user.click(screen.getByRole('button', { name: 'احسب الدعم التقديري' }));

    const answer = await screen.findByTestId('estimate-answer');
    expect(within(answer).getByTestId('estimate-headline')).toHaveTextContent('وفق هذه البيانات لن تكون الأسرة مستحقة للدعم.');
    expect(within(answer).getByTestId('estimate-reasons')).toHaveTextContent('الدخل المحتسب للأسرة يبلغ حد الكفاية');
    expect(screen.getByTestId('estimate-announcement')).toHaveTextContent('التقدير جاهز: لن تكون الأسرة مستحقة.');
    const note = within(answer).getByTestId('estimate-assumptions');
    expect(note).toHaveTextContent('هذا تقدير وليس قرارًا');
    expect(note).toHaveTextContent('أن الملف الموحد مكتمل؛');
    expect(note).toHaveTextContent('أن المتقدم مقيم في المملكة؛');
    expect(note.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20');
    expect(note).toHaveTextContent(/1448/);
  });
});
