import { describe, expect, it } from 'vitest';
import { createManualClock } from '../clock/clock.ts';
import { createLocalCivilRegistry, parseIsoDate } from './civil-registry.ts';

describe('the local civil registry', () => {
  const clock = createManualClock(new Date('2026-11-22T08:00:00Z'));
  const registry = createLocalCivilRegistry(clock);

  it('confirms a valid NIN with a plausible birth date, always as the same person', async () => {
    const first = await registry.lookup('1010000006', '1984-06-12');
    expect(first).toMatchObject({ nin: '1010000006', birthDate: '1984-06-12', nationality: 'SA' });
    expect(first?.nameAr).toMatch(/^[\u0600-\u06FF ]+$/);
    expect(first?.nameEn).toMatch(/^[A-Za-z ]+$/);
    expect(first?.nameEn.split(' ')).toHaveLength(3);
    expect(await registry.lookup('1010000006', '1984-06-12')).toEqual(first);
  });

  it('gives residents (NIN 2…) a nationality other than Saudi', async () => {
    const resident = await registry.lookup('2000000006', '1990-01-01');
    expect(resident).not.toBeNull();
    expect(resident?.nationality).not.toBe('SA');
  });

  it('refuses an invalid NIN, an impossible date, a date before 1900 and a future birth date', async () => {
    expect(await registry.lookup('1010000007', '1984-06-12')).toBeNull();
    expect(await registry.lookup('1010000006', '1984-02-30')).toBeNull();
    expect(await registry.lookup('1010000006', '1899-12-31')).toBeNull();
    expect(await registry.lookup('1010000006', '2026-11-23')).toBeNull();
    expect(await registry.lookup('1010000006', '2026-11-22')).not.toBeNull();
  });

  it('parses real calendar dates only', () => {
    expect(parseIsoDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2023-2-1')).toBeNull();
  });
});
