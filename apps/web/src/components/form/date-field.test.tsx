import { Button } from '@mantine/core';
import { birthDateSchema, type Language } from '@sanad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { renderWithApp } from '../../test/render.tsx';
import { DateField } from './date-field.tsx';
import { TestFormFrame, typeDate } from './form-testing.tsx';
import { useForm } from './use-form.ts';

const schema = z.object({ birthDate: birthDateSchema });

/** A form with one birth date, as the registration screens have it. */
function BirthDateForm({
  onSend,
  initial = '',
  withHijri = true,
}: {
  onSend: (date: string) => void;
  initial?: string;
  withHijri?: boolean;
}) {
  const form = useForm({ ids: { birthDate: 'test-birth-date' }, initial: { birthDate: initial }, schema });
  return (
    <TestFormFrame form={form} onSubmit={form.onSubmit((body) => onSend(body.birthDate))}>
      <DateField {...form.date('birthDate')} label="Date of birth" description="As on your ID card." required withHijri={withHijri} />
      <Button onClick={() => form.reset({ birthDate: '1984-06-12' })}>Fill</Button>
    </TestFormFrame>
  );
}

const box = (name: string) => screen.getByRole('textbox', { name });

/** The form on screen in a language, with a person to type into it and a spy on what it sends. */
async function openForm(language: Language, props: { initial?: string; withHijri?: boolean } = {}) {
  const user = userEvent.setup();
  const onSend = vi.fn();
  await renderWithApp(<BirthDateForm onSend={onSend} {...props} />, { language });
  return { user, onSend };
}

describe('DateField', () => {
  it('takes day, month and year in three numeric boxes and hands the form the ISO date', async () => {
    const { user, onSend } = await openForm('en');
    const group = screen.getByRole('group', { name: /Date of birth/ });
    expect(
      within(group)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('id')),
    ).toEqual(['test-birth-date', 'test-birth-date-month', 'test-birth-date-year']);
    for (const [name, size] of [
      ['Day', '2'],
      ['Month', '2'],
      ['Year', '4'],
    ] as const) {
      expect(box(name)).toHaveAttribute('inputmode', 'numeric');
      expect(box(name)).toHaveAttribute('maxlength', size);
    }
    expect(group).toHaveAccessibleDescription('As on your ID card. For example, 27 3 1990.');

    await typeDate(user, 'test-birth-date', '1990-3-7');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('1990-03-07');
  });

  it('reads day, month and year right to left in Arabic, with Arabic-Indic digits turned into Latin ones', async () => {
    const { user, onSend } = await openForm('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const group = screen.getByRole('group', { name: /Date of birth/ });
    // In document order, which a right-to-left row lays out from the right: day first, year last.
    expect(
      within(group)
        .getAllByRole('textbox')
        .map((input) => input.id),
    ).toEqual(['test-birth-date', 'test-birth-date-month', 'test-birth-date-year']);
    expect(within(group).getByRole('textbox', { name: 'اليوم' })).toHaveAttribute('id', 'test-birth-date');
    expect(within(group).getByRole('textbox', { name: 'السنة' })).toHaveAttribute('id', 'test-birth-date-year');

    await user.type(box('اليوم'), '١٧');
    await user.type(box('الشهر'), '٥');
    await user.type(box('السنة'), '۱۹۹۰');
    expect(box('اليوم')).toHaveValue('17');
    expect(box('السنة')).toHaveValue('1990');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('1990-05-17');
  });

  it('takes a Hijri date, shows the Gregorian one beside it, and sends the Gregorian one', async () => {
    const { user, onSend } = await openForm('en');
    await user.click(screen.getByRole('radio', { name: 'Hijri' }));
    expect(screen.getByRole('group', { name: /Date of birth/ })).toHaveAccessibleDescription(
      'As on your ID card. For example, 29 8 1410, in the Umm al-Qura calendar.',
    );
    await typeDate(user, 'test-birth-date', '1369-5-26');
    expect(screen.getByTestId('test-birth-date-other-calendar')).toHaveTextContent('Gregorian: 15 March 1950');

    // Back to Gregorian: the same day, in the boxes of the other calendar.
    await user.click(screen.getByRole('radio', { name: 'Gregorian' }));
    expect(box('Day')).toHaveValue('15');
    expect(box('Month')).toHaveValue('03');
    expect(box('Year')).toHaveValue('1950');
    expect(screen.getByTestId('test-birth-date-other-calendar')).toHaveTextContent(/^Hijri: .*1369/);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('1950-03-15');
  });

  it('refuses a Hijri day that does not exist as a date, not as a missing one', async () => {
    const { user, onSend } = await openForm('en');
    await user.click(screen.getByRole('radio', { name: 'Hijri' }));
    await typeDate(user, 'test-birth-date', '1369-5-31');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent('Enter a valid date.');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('flags the whole field, describes it with the message and is where the summary’s link lands', async () => {
    const { user } = await openForm('en');
    await user.type(box('Day'), '7');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const summary = await screen.findByTestId('error-summary');
    const link = within(summary).getByRole('link', { name: 'Enter a valid date.' });
    expect(link).toHaveAttribute('href', '#test-birth-date');
    for (const name of ['Day', 'Month', 'Year']) expect(box(name)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: /Date of birth/ })).toHaveAccessibleDescription(
      'As on your ID card. For example, 27 3 1990. Enter a valid date.',
    );
    await user.click(link);
    expect(box('Day')).toHaveFocus();

    // Corrected, the field is no longer flagged.
    await user.type(box('Month'), '3');
    await user.type(box('Year'), '1990');
    await waitFor(() => expect(box('Day')).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByTestId('error-summary')).toBeNull();
  });

  it('shows a date the form sets itself, and offers no calendar where only Gregorian dates are asked', async () => {
    const { user } = await openForm('en', { initial: '1990-05-17', withHijri: false });
    expect(box('Day')).toHaveValue('17');
    expect(box('Month')).toHaveValue('05');
    expect(box('Year')).toHaveValue('1990');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByTestId('test-birth-date-other-calendar')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Fill' }));
    expect(box('Day')).toHaveValue('12');
    expect(box('Month')).toHaveValue('06');
    expect(box('Year')).toHaveValue('1984');
  });
});
