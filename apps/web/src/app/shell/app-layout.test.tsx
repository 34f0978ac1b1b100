import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render.tsx';
import { AppLayout } from './app-layout.tsx';

const routes = [{ element: <AppLayout />, children: [{ path: '*', element: <h1 data-page-heading="">Screen</h1> }] }];

describe('shell', () => {
  it('has header, main and footer landmarks, the product name and the version', async () => {
    await renderWithApp(<></>, { language: 'ar', routes });
    expect(screen.getByRole('banner')).toHaveTextContent('سند');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('الإصدار 1.7.0');
    expect(screen.getByRole('link', { name: 'الأسئلة الشائعة' })).toHaveAttribute('href', '/faqs');
  });

  it('switches between Arabic and English, setting <html lang dir> from the language', async () => {
    const user = userEvent.setup();
    await renderWithApp(<></>, { language: 'ar', routes });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    const toEnglish = screen.getByTestId('language-switch');
    expect(toEnglish).toHaveTextContent('English');
    expect(toEnglish).toHaveAttribute('lang', 'en');

    await user.click(toEnglish);

    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('language-switch')).toHaveTextContent('العربية');
    expect(screen.getByTestId('language-switch')).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Version 1.7.0');
    expect(localStorage.getItem('sanad.language')).toBe('en');
  });
});
