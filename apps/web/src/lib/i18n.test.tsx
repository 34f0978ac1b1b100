import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeApi } from '../test/fake-api.ts';

/** A fresh copy of the module for each test: it keeps the translator and the requests in flight. */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n.tsx');
}

const arBundle = { app: { name: 'سند' }, home: { greeting: 'مرحبًا {{name}}' } };
const enBundle = { app: { name: 'Sanad' }, home: { greeting: 'Hello {{name}}' } };

describe('useTranslation', () => {
  it('translates with interpolation and re-renders when the language switches', async () => {
    const { i18n, useTranslation } = await freshI18n();
    i18n.addResourceBundle('ar', arBundle);
    i18n.addResourceBundle('en', enBundle);
    function Greeting() {
      const { t, i18n: instance } = useTranslation();
      return (
        <p data-language={instance.language}>
          {t('app.name')} · {t('home.greeting', { name: 'Sara' })}
        </p>
      );
    }
    render(<Greeting />);
    expect(screen.getByText('سند · مرحبًا Sara')).toHaveAttribute('data-language', 'ar');

    act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Sanad · Hello Sara')).toHaveAttribute('data-language', 'en');
  });

  it('keeps the same t between renders until the texts change', async () => {
    const { i18n, useTranslation } = await freshI18n();
    i18n.addResourceBundle('ar', arBundle);
    const seen = new Set<unknown>();
    function Probe({ n }: { n: number }) {
      const { t } = useTranslation();
      seen.add(t);
      return <p>{n}</p>;
    }
    const { rerender } = render(<Probe n={1} />);
    rerender(<Probe n={2} />);
    expect(seen.size).toBe(1);
    act(() => i18n.addResourceBundle('en', enBundle));
    rerender(<Probe n={3} />);
    expect(seen.size).toBe(2);
  });
});

/** An element that takes its text from the translation, as react-router's Link does in the register screen. */
function PolicyLink({ children }: { children?: ReactNode }) {
  return <a href="/policy">{children}</a>;
}

describe('Trans', () => {
  it('puts the given elements where the text has tags, with the inner text as their children', async () => {
    const { i18n, Trans } = await freshI18n();
    i18n.addResourceBundle('ar', { terms: 'I accept the <policy>privacy policy</policy>, {{who}}.<br/>Thanks <b>a <i>lot</i></b>' });
    render(
      <p data-testid="text">
        <Trans i18nKey="terms" values={{ who: 'Sara' }} components={{ policy: <PolicyLink />, br: <br />, b: <strong />, i: <em /> }} />
      </p>,
    );
    const text = screen.getByTestId('text');
    expect(text).toHaveTextContent('I accept the privacy policy, Sara.Thanks a lot');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/policy');
    expect(text.querySelector('br')).not.toBeNull();
    expect(text.querySelector('strong > em')).toHaveTextContent('lot');
  });

  it('keeps only the inner text of a tag it has no element for', async () => {
    const { renderTags } = await freshI18n();
    expect(renderTags('read <unknown>this</unknown> now', {})).toEqual(['read ', 'this', ' now']);
  });
});

describe('loading translations', () => {
  it('loads a language once from the server, then applies and remembers it', async () => {
    const { applyLanguage, i18n } = await freshI18n();
    const api = fakeApi({ 'GET /assets/i18n/en.json': { body: enBundle } });
    await applyLanguage('en');
    await applyLanguage('en');
    expect(api.callsTo('GET', '/assets/i18n/en.json')).toHaveLength(1);
    expect(i18n.language).toBe('en');
    expect(i18n.t('app.name')).toBe('Sanad');
    expect(localStorage.getItem('sanad.language')).toBe('en');
  });

  it('uses the request a prefetch started instead of asking again', async () => {
    const { applyLanguage, i18n, prefetchTranslations } = await freshI18n();
    const api = fakeApi({ 'GET /assets/i18n/ar.json': { body: arBundle } });
    prefetchTranslations('ar');
    expect(api.callsTo('GET', '/assets/i18n/ar.json')).toHaveLength(1);
    expect(i18n.hasResourceBundle('ar')).toBe(false);
    await applyLanguage('ar');
    expect(api.callsTo('GET', '/assets/i18n/ar.json')).toHaveLength(1);
    expect(i18n.t('app.name')).toBe('سند');
  });

  it('falls back to the copy bundled with the app when the server cannot give the file', async () => {
    const { applyLanguage, i18n } = await freshI18n();
    fakeApi({ 'GET /assets/i18n/en.json': { status: 503, body: { code: 'UNAVAILABLE', message: 'down' } } });
    await applyLanguage('en');
    expect(i18n.t('app.name')).toBe('Sanad');
    expect(i18n.t('shell.backToTop')).toBe('Back to top');
  });
});
