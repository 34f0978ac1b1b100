import { screen } from '@testing-library/react';
import { formatGregorianDateTime } from '../lib/format.ts';
import { Trans } from '../lib/i18n.tsx';
import { renderWithApp } from '../test/render.tsx';
import { DateText } from './date-text.tsx';
import classes from './date-text.module.css';

describe('DateText', () => {
  it('shows the Gregorian date in a <time> and the Umm al-Qura date beside it, in English', async () => {
    await renderWithApp(<DateText iso="2026-03-01T09:00:00.000Z" testId="date" />, { language: 'en' });
    const date = await screen.findByTestId('date');
    expect(date).toHaveTextContent('1 March 2026 (12 Ramadan 1447 AH)');
    const time = date.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-03-01T09:00:00.000Z');
    expect(time).toHaveTextContent(/^1 March 2026$/);
    expect(date.querySelector(`.${classes.hijri ?? 'a-missing-class'}`)).toHaveTextContent(/^\(12 Ramadan 1447 AH\)$/);
  });

  it('shows both calendars in Arabic with Latin digits', async () => {
    await renderWithApp(<DateText iso="2026-03-01" testId="date" />, { language: 'ar' });
    expect(await screen.findByTestId('date')).toHaveTextContent('1 مارس 2026 (12 رمضان 1447 هـ)');
  });

  it('gives a moment the day it is in Riyadh, as the server counts days: late in the UTC evening is the next day', async () => {
    await renderWithApp(<DateText iso="2026-11-22T23:30:00Z" testId="date" />, { language: 'en' });
    expect(await screen.findByTestId('date')).toHaveTextContent('23 November 2026 (13 Jumada II 1448 AH)');
  });

  it('keeps the time of day when asked, and still adds the Hijri date', async () => {
    const iso = '2026-11-20T09:30:00.000Z';
    await renderWithApp(<DateText iso={iso} withTime testId="date" />, { language: 'en' });
    const date = await screen.findByTestId('date');
    expect(date.querySelector('time')).toHaveTextContent(formatGregorianDateTime(iso, 'en'));
    expect(date).toHaveTextContent(/\(\d{1,2} Jumada I{1,2} 1448 AH\)$/);
  });

  it('sits inside a translated sentence', async () => {
    await renderWithApp(
      <p data-testid="sentence">
        <Trans i18nKey="applicationFlow.withdraw.banUntil" components={{ date: <DateText iso="2026-04-06" /> }} />
      </p>,
      { language: 'en' },
    );
    expect(await screen.findByTestId('sentence')).toHaveTextContent('You cannot apply again until 6 April 2026 (18 Shawwal 1447 AH).');
  });

  it('shows a value that is not a date as it is', async () => {
    await renderWithApp(<DateText iso="1990-3-" testId="date" />, { language: 'en' });
    const date = await screen.findByTestId('date');
    expect(date).toHaveTextContent(/^1990-3-$/);
    expect(date.querySelector('time')).toBeNull();
  });
});
