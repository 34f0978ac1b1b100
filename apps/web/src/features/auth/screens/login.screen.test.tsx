import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toasts } from '../../../components/toast/toast-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { LoginScreen } from './login.screen.tsx';

afterEach(() => {
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
});

describe('login screen', () => {
  it('has its heading and both ways to sign in, in Arabic', async () => {
    await renderWithApp(<LoginScreen />, { language: 'ar' });
    expect(screen.getByTestId('login-screen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تسجيل الدخول');
    expect(screen.getByRole('tab', { name: 'اسم المستخدم وكلمة المرور' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'النفاذ الوطني الموحد (نفاذ)' })).toBeInTheDocument();
  });

  it('lists every empty field in a focused error summary, linked to its field', async () => {
    const user = userEvent.setup();
    await renderWithApp(<LoginScreen />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Enter your username', 'Enter your password', 'Enter the verification code']);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
    expect(toasts.snapshot()).toHaveLength(0);

    await user.click(links[1] as HTMLElement);
    expect(document.getElementById('login-password')).toHaveFocus();
    expect(window.location.hash).not.toContain('login-password');
  });

  it('clears an error as the field is filled, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderWithApp(<LoginScreen />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const username = screen.getByRole('textbox', { name: 'Username' });
    await user.type(username, '1012345678');
    expect(username).toHaveValue('1012345678');
    expect(username).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByTestId('error-summary')).getAllByRole('link')).toHaveLength(2);
  });

  it('says honestly, in an info toast, that signing in opens with the identity release', async () => {
    const user = userEvent.setup();
    await renderWithApp(<LoginScreen />, { language: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), '1012345678');
    await user.type(document.getElementById('login-password') as HTMLElement, 'secret');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.queryByTestId('error-summary')).toBeNull();
    expect(toasts.snapshot()).toEqual([expect.objectContaining({ type: 'info', message: expect.stringContaining('identity release') })]);
  });

  it('checks the Nafath form too', async () => {
    const user = userEvent.setup();
    await renderWithApp(<LoginScreen />, { language: 'en' });
    await user.click(screen.getByRole('tab', { name: 'National single sign-on (Nafath)' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Nafath' }));
    expect(within(await screen.findByTestId('error-summary')).getAllByRole('link')).toHaveLength(2);
  });
});
