import { Button, TextInput } from '@mantine/core';
import { mobileSchema, ninSchema } from '@sanad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { useLanguage } from '../../lib/language-context.tsx';
import { renderWithApp } from '../../test/render.tsx';
import { TestFormFrame } from './form-testing.tsx';
import { useForm } from './use-form.ts';

const contactSchema = z.object({ nin: ninSchema, mobile: mobileSchema, note: z.string().trim().min(1).nullable() });

/** A form checked with a contract schema, with one check of its own and a language switch. */
function ContactForm({ onSend }: { onSend: (body: z.output<typeof contactSchema>) => void }) {
  const { setLanguage } = useLanguage();
  const form = useForm({
    ids: { nin: 'c-nin', mobile: 'c-mobile', note: 'c-note', agree: 'c-agree' },
    initial: { nin: '', mobile: '', note: '', agree: '' },
    schema: contactSchema,
    toInput: (values) => ({ nin: values.nin, mobile: values.mobile, note: values.note.trim() === '' ? null : values.note }),
    validate: (values, found) => ({
      // Worded for this form, over the schema's message; silent while the schema already flags the field.
      mobile: found.mobile === undefined && values.mobile.endsWith('0') ? 'Not a number ending in 0.' : undefined,
      agree: values.agree === 'yes' ? undefined : 'Agree first.',
    }),
  });
  return (
    <TestFormFrame form={form} onSubmit={form.onSubmit(onSend)}>
      <TextInput {...form.input('nin')} label="ID" inputMode="numeric" />
      <TextInput {...form.input('mobile')} label="Mobile" type="tel" />
      <TextInput {...form.input('note')} label="Note" />
      <TextInput {...form.input('agree')} label="Agree" />
      <Button onClick={() => void setLanguage('ar')}>switch</Button>
    </TestFormFrame>
  );
}

const box = (name: string) => screen.getByRole('textbox', { name });
const send = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Send' }));

/** A form on screen in English, with a person to type into it and a spy on what it sends. */
async function openForm(Form: (props: { onSend: () => void }) => ReactNode) {
  const user = userEvent.setup();
  const onSend = vi.fn();
  await renderWithApp(<Form onSend={onSend} />, { language: 'en' });
  return { user, onSend };
}

describe('useForm with a schema', () => {
  it('shows every issue of the schema at its field, in the server’s words, with the form’s own checks beside them', async () => {
    const { user, onSend } = await openForm(ContactForm);
    await user.type(box('ID'), '123');
    await send(user);

    const summary = await screen.findByTestId('error-summary');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.textContent]),
    ).toEqual([
      ['#c-nin', 'The national ID must be 10 digits.'],
      ['#c-mobile', 'Enter a Saudi mobile number like 05XXXXXXXX.'],
      ['#c-agree', 'Agree first.'],
    ]);
    expect(box('ID')).toHaveAccessibleDescription('The national ID must be 10 digits.');
    expect(onSend).not.toHaveBeenCalled();

    // A check of the form's own is added where the schema has nothing to say, and follows the input.
    await user.type(box('Mobile'), '0550000010');
    expect(box('Mobile')).toHaveAccessibleDescription('Not a number ending in 0.');
    await user.clear(box('Mobile'));
    await user.type(box('Mobile'), '0550000001');
    expect(box('Mobile')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('hands submit the parsed request: trimmed, Latin digits, nulls where toInput put them', async () => {
    const { user, onSend } = await openForm(ContactForm);
    await user.type(box('ID'), ' 1010000006 ');
    await user.type(box('Mobile'), '0550000001');
    await user.type(box('Agree'), 'yes');
    await send(user);
    expect(onSend).toHaveBeenCalledWith({ nin: '1010000006', mobile: '0550000001', note: null });

    await user.type(box('Note'), '  call after noon ');
    await send(user);
    expect(onSend).toHaveBeenLastCalledWith({ nin: '1010000006', mobile: '0550000001', note: 'call after noon' });
  });

  it('says the schema’s messages again in the new language when the language switches', async () => {
    const { user } = await openForm(ContactForm);
    await user.type(box('ID'), '123');
    await send(user);
    expect(await screen.findByTestId('error-summary')).toHaveTextContent('The national ID must be 10 digits.');

    await user.click(screen.getByRole('button', { name: 'switch' }));
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveTextContent('يجب أن يتكون رقم الهوية من 10 أرقام.'));
  });
});

const rowsSchema = z.object({ items: z.array(z.object({ amount: z.number().min(1) })) });

/** Rows named by key (`r1.amount`), sent as a list (`items.0.amount`): `rename` brings the issues back to the rows. */
function RowsForm({ onSend }: { onSend: (body: z.output<typeof rowsSchema>) => void }) {
  const form = useForm({
    ids: { 'r1.amount': 'r1-amount', 'r7.amount': 'r7-amount' } as Record<string, string>,
    initial: { 'r1.amount': '', 'r7.amount': '' },
    schema: rowsSchema,
    toInput: (values) => ({ items: ['r1', 'r7'].map((key) => ({ amount: Number(values[`${key}.amount`] || 0) })) }),
    rename: (field) => {
      const match = /^items\.(\d)\.amount$/.exec(field);
      return match ? `${['r1', 'r7'][Number(match[1])]}.amount` : null;
    },
  });
  return (
    <TestFormFrame form={form} onSubmit={form.onSubmit(onSend)}>
      <TextInput {...form.input('r1.amount')} label="First" />
      <TextInput {...form.input('r7.amount')} label="Second" />
    </TestFormFrame>
  );
}

describe('useForm with a schema whose keys are not the form’s names', () => {
  it('puts an issue at the input `rename` names for it', async () => {
    const { user, onSend } = await openForm(RowsForm);
    await user.type(box('First'), '5');
    await send(user);
    // The second row's amount is missing (0), and only there.
    expect(within(await screen.findByTestId('error-summary')).getByRole('link')).toHaveAttribute('href', '#r7-amount');
    expect(box('First')).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(box('Second'), '2');
    await send(user);
    expect(onSend).toHaveBeenCalledWith({ items: [{ amount: 5 }, { amount: 2 }] });
  });
});

/** A request with a part the person does not type (a token the screen adds), which the schema may still refuse. */
function TokenForm({ token, onSend }: { token: string; onSend: () => void }) {
  const form = useForm({
    ids: { name: 't-name' },
    initial: { name: 'Sara' },
    schema: z.object({ name: z.string().min(1), token: z.string().min(3) }),
    toInput: (values) => ({ name: values.name, token }),
  });
  return (
    <TestFormFrame form={form} onSubmit={form.onSubmit(onSend)}>
      <TextInput {...form.input('name')} label="Name" />
    </TestFormFrame>
  );
}

describe('useForm with a schema refusing what no input holds', () => {
  it('sends nothing and says why in the summary', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    await renderWithApp(<TokenForm token="x" onSend={onSend} />, { language: 'en' });
    await send(user);
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).queryByRole('link')).toBeNull();
    expect(summary).toHaveTextContent('Enter at least 3 characters.');
    expect(onSend).not.toHaveBeenCalled();
  });
});
