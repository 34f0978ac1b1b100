import { Button, PasswordInput, TextInput } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLanguage } from '../../lib/language-context.tsx';
import { renderWithApp } from '../../test/render.tsx';
import { ErrorSummary } from '../error-summary.tsx';
import { useForm } from './use-form.ts';

function TestForm({ action }: { action: (values: { nin: string; mobile: string }) => Promise<void> }) {
  const form = useForm({
    ids: { nin: 'test-nin', mobile: 'test-mobile' },
    initial: { nin: '', mobile: '' },
    validate: (values) => ({ nin: values.nin === '' ? 'Enter your ID' : undefined }),
  });
  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(action)(event)}>
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      <TextInput {...form.input('nin')} label="ID" />
      <TextInput {...form.input('mobile')} label="Mobile" />
      <Button type="submit" disabled={form.sending}>
        Send
      </Button>
    </form>
  );
}

const validationFailure = () =>
  new ApiRequestError(
    400,
    {
      code: 'VALIDATION_FAILED',
      message: 'Check the fields',
      fieldErrors: [
        { field: 'body.mobile', code: 'mobile_format', message: 'Enter a Saudi mobile number like 05XXXXXXXX.' },
        { field: 'body.captchaToken', code: 'required', message: 'Something about a field the form does not show.' },
      ],
    },
    'POST /api/test',
  );

describe('useForm', () => {
  it('checks in the browser first and sends nothing while a field is wrong', async () => {
    const user = userEvent.setup();
    const action = vi.fn(async () => {});
    await renderWithApp(<TestForm action={action} />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Enter your ID' })).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('leaves focus in the field being typed in when a message appears after a failed submit', async () => {
    const user = userEvent.setup();
    await renderWithApp(<TestForm action={async () => {}} />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('error-summary')).toHaveFocus();
    const nin = screen.getByRole('textbox', { name: 'ID' });
    await user.type(nin, '1');
    expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument();
    // Emptied again: the message comes back while the person is still in the field, and the next key lands there.
    await user.type(nin, '{Backspace}2');
    expect(nin).toHaveFocus();
    expect(nin).toHaveValue('2');
  });

  it('maps server field errors onto their fields by name (body. prefix stripped), keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderWithApp(
      <TestForm
        action={async () => {
          throw validationFailure();
        }}
      />,
      { language: 'en' },
    );
    await user.type(screen.getByRole('textbox', { name: 'ID' }), '1010000006');
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    expect(mobile).toHaveValue('12345');
    expect(screen.getByRole('textbox', { name: 'ID' })).toHaveValue('1010000006');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    const describedBy = mobile.getAttribute('aria-describedby') ?? '';
    const inline = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(inline).toContain('Enter a Saudi mobile number like 05XXXXXXXX.');
    expect(within(summary).getByRole('link', { name: 'Enter a Saudi mobile number like 05XXXXXXXX.' })).toHaveAttribute(
      'href',
      '#test-mobile',
    );
    // A field the form does not have still tells the user what went wrong, in the summary.
    expect(summary).toHaveTextContent('Something about a field the form does not show.');

    // The server's error stays until its own field changes.
    await user.type(screen.getByRole('textbox', { name: 'ID' }), '1');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await user.type(mobile, '6');
    expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('disables the submit button while sending and ignores a second submit', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderWithApp(<TestForm action={action} />, { language: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'ID' }), '1010000006');
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    expect(send).toBeDisabled();
    screen.getByRole('textbox', { name: 'ID' }).closest('form')?.requestSubmit();
    expect(action).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(send).toBeEnabled());
  });

  it('shows a business error that belongs to no field in the summary (HTTP 555 like any other)', async () => {
    const user = userEvent.setup();
    await renderWithApp(
      <TestForm
        action={async () => {
          throw new ApiRequestError(
            555,
            { code: 'NIN_ALREADY_REGISTERED', message: 'An account already exists for this national ID.' },
            'POST /x',
          );
        }}
      />,
      { language: 'en' },
    );
    await user.type(screen.getByRole('textbox', { name: 'ID' }), '1010000006');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent('An account already exists for this national ID.');
  });

  it('does not flag a field the form emptied itself (a used captcha), and shows what the server said about it', async () => {
    const user = userEvent.setup();
    let failure = captchaFailure();
    await renderWithApp(
      <CaptchaForm
        onFail={(form) => {
          form.discard('captcha');
          throw failure;
        }}
      />,
      { language: 'en' },
    );
    const id = screen.getByRole('textbox', { name: 'ID' });
    const captcha = screen.getByRole('textbox', { name: 'Captcha' });
    const send = screen.getByRole('button', { name: 'Send' });
    // A first attempt with a field missing, as people do; then a wrong captcha.
    await user.type(captcha, 'abc');
    await user.click(send);
    await user.type(id, '1010000006');
    await user.click(send);

    await waitFor(() => expect(captcha).toHaveValue(''));
    const summary = screen.getByTestId('error-summary');
    expect(summary).toHaveTextContent('The characters do not match the image.');
    expect(summary).not.toHaveTextContent('Enter the characters');
    expect(captcha).toHaveAttribute('aria-invalid', 'true');

    // A wrong password: the emptied captcha is no error of the user's, not even while they correct another field.
    failure = new ApiRequestError(400, { code: 'INVALID_CREDENTIALS', message: 'The ID or password is not correct.' }, 'POST /x');
    await user.type(captcha, 'xyz');
    await user.click(send);
    await waitFor(() => expect(captcha).toHaveValue(''));
    expect(screen.getByTestId('error-summary')).toHaveTextContent('The ID or password is not correct.');
    expect(screen.getByTestId('error-summary')).not.toHaveTextContent('Enter the characters');
    expect(captcha).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(id, '1');
    expect(captcha).not.toHaveAttribute('aria-invalid', 'true');

    // Submitting again checks it like any other field.
    await user.click(send);
    expect(screen.getByTestId('error-summary')).toHaveTextContent('Enter the characters');
    expect(captcha).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the browser-side messages again in the new language when the language switches', async () => {
    const user = userEvent.setup();
    await renderWithApp(<TranslatedForm />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('error-summary')).toHaveTextContent('Enter your username');

    await user.click(screen.getByRole('button', { name: 'switch' }));
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveTextContent('أدخل اسم المستخدم'));
    expect(screen.getByTestId('error-summary')).not.toHaveTextContent('Enter your username');
    expect(screen.getByRole('textbox', { name: 'ID' })).toHaveAccessibleDescription('أدخل اسم المستخدم.');
  });
});

/** Fields of every kind the app has: digits fields by their keypad, the username, free text and a password. */
function DigitsForm({ onSend }: { onSend: (values: Record<string, string>) => void }) {
  const form = useForm({
    ids: {
      nin: 't-nin',
      mobile: 't-mobile',
      code: 't-code',
      amount: 't-amount',
      username: 't-username',
      street: 't-street',
      secret: 't-secret',
    },
    initial: { nin: '', mobile: '', code: '', amount: '', username: '', street: '', secret: '' },
  });
  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(onSend)(event)}>
      <TextInput {...form.input('nin')} label="ID" inputMode="numeric" />
      <TextInput {...form.input('mobile')} label="Mobile" type="tel" />
      <TextInput {...form.input('code')} label="Code" inputMode="numeric" autoComplete="one-time-code" />
      <TextInput {...form.input('amount')} label="Amount" inputMode="decimal" />
      <TextInput {...form.input('username')} label="Username" autoComplete="username" />
      <TextInput {...form.input('street')} label="Street" />
      <PasswordInput {...form.input('secret')} label="Secret" />
      <Button type="submit">Send</Button>
    </form>
  );
}

describe('useForm with Arabic-Indic and Persian digits', () => {
  it('turns them into Latin digits as they are typed or pasted in digits fields and the username, nowhere else', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    await renderWithApp(<DigitsForm onSend={onSend} />, { language: 'ar' });
    await user.type(screen.getByRole('textbox', { name: 'ID' }), '١٠١٠٠٠٠٠٠٦');
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '۰۵۵۰۰۰۰۰۰۱');
    await user.click(screen.getByRole('textbox', { name: 'Code' }));
    await user.paste('١٢٣۴۵۶');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '١٢٥٠٫٥');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), '١٠١٠٠٠٠٠١٤');
    await user.type(screen.getByRole('textbox', { name: 'Street' }), 'شارع ٣٠');
    await user.type(document.getElementById('t-secret') as HTMLElement, 'سر-١٢٣');

    expect(screen.getByRole('textbox', { name: 'ID' })).toHaveValue('1010000006');
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveValue('0550000001');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({
      nin: '1010000006',
      mobile: '0550000001',
      code: '123456',
      // The decimal separator is for parseRiyals to read; only the digits change.
      amount: '1250٫5',
      username: '1010000014',
      street: 'شارع ٣٠',
      secret: 'سر-١٢٣',
    });
  });

  it('keeps the caret where the digit was typed', async () => {
    const user = userEvent.setup();
    await renderWithApp(<DigitsForm onSend={() => {}} />, { language: 'ar' });
    const nin = screen.getByRole('textbox', { name: 'ID' });
    await user.type(nin, '1010000006');
    await user.type(nin, '٥', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(nin).toHaveValue('10510000006');
    expect((nin as HTMLInputElement).selectionStart).toBe(3);
  });
});

const captchaFailure = () =>
  new ApiRequestError(
    400,
    {
      code: 'CAPTCHA_INVALID',
      message: 'The characters do not match the image, or it expired.',
      fieldErrors: [{ field: 'body.captcha', code: 'captcha_invalid', message: 'The characters do not match the image.' }],
    },
    'POST /api/test',
  );

type CaptchaFormApi = ReturnType<typeof useForm<'nin' | 'captcha'>>;

/** A sign-in-like form whose failed call empties its single-use captcha, as the login screens do. */
function CaptchaForm({ onFail }: { onFail: (form: CaptchaFormApi) => void }) {
  const form = useForm({
    ids: { nin: 'test-nin', captcha: 'test-captcha' },
    initial: { nin: '', captcha: '' },
    validate: (values) => ({
      nin: values.nin === '' ? 'Enter your ID' : undefined,
      captcha: values.captcha === '' ? 'Enter the characters' : undefined,
    }),
  });
  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(() => onFail(form))(event)}>
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      <TextInput {...form.input('nin')} label="ID" />
      <TextInput {...form.input('captcha')} label="Captcha" />
      <Button type="submit">Send</Button>
    </form>
  );
}

/** A form whose browser-side message is a translation, with a language switch beside it. */
function TranslatedForm() {
  const { t } = useTranslation();
  const { setLanguage } = useLanguage();
  const form = useForm({
    ids: { username: 'test-username' },
    initial: { username: '' },
    validate: (values) => ({ username: values.username === '' ? t('login.errors.usernameRequired') : undefined }),
  });
  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(() => {})(event)}>
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      <TextInput {...form.input('username')} label="ID" />
      <Button type="submit">{t('login.submit')}</Button>
      <Button onClick={() => void setLanguage('ar')}>switch</Button>
    </form>
  );
}
