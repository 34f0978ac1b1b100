import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render.tsx';
import { FaqsScreen } from './faqs.screen.tsx';
import { PolicyScreen } from './policy.screen.tsx';

describe('FAQs screen', () => {
  it('shows at least ten questions as an accordion, in both languages', async () => {
    await renderWithApp(<FaqsScreen />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('الأسئلة الشائعة');
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(10);
  });

  it('opens an answer from its question button', async () => {
    const user = userEvent.setup();
    await renderWithApp(<FaqsScreen />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Frequently asked questions');
    const question = screen.getByRole('button', { name: 'What bank account (IBAN) can I use?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    // jsdom fires no transitionend, so the opening animation never finishes: check the panel it controls instead.
    const panel = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent(/starts with SA and has 24 characters/);
  });
});

describe('policy screen', () => {
  it('has the privacy policy and the terms of use in sections, with the configured contact', async () => {
    await renderWithApp(<PolicyScreen />, { language: 'en' });
    expect(screen.getByTestId('policy-screen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy policy and terms of use');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Privacy policy', 'Terms of use']),
    );
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(12);
    expect(screen.getByRole('link', { name: 'care@sanad.gov.sa' })).toHaveAttribute('href', 'mailto:care@sanad.gov.sa');
  });

  it('is in Arabic too', async () => {
    await renderWithApp(<PolicyScreen />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سياسة الخصوصية وشروط الاستخدام');
  });
});
