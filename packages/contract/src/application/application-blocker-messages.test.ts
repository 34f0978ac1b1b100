import { describe, expect, it } from 'vitest';
import { applicationBlockerMessages } from './application.schemas.ts';

/** The `{name}` placeholders of a message, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the messages of what blocks applying', () => {
  it('name the same values in Arabic and English', () => {
    for (const [code, { ar, en }] of Object.entries(applicationBlockerMessages)) {
      expect(placeholders(ar), code).toEqual(placeholders(en));
    }
  });

  it('word a ban by its end date only: a count of days needs plural forms, which the web adds (programs.underBan)', () => {
    // "{remainingDays} يوماً" would read wrong for 1 to 10 days; the web words the days left from the reason's values.
    expect(placeholders(applicationBlockerMessages.UNDER_BAN.en)).toEqual(['banEndsOn']);
  });
});
