import { afterEach, describe, expect, it, vi } from 'vitest';

describe('Hijri dates', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('converts Gregorian dates to Umm al-Qura dates', async () => {
    const { toHijri } = await import('./hijri.ts');
    expect(toHijri('2024-03-11')).toBe('1445-09-01');
    expect(toHijri('1990-01-01')).toBe('1410-06-03');
  });

  it('loads the calendar on the first conversion, not when the module is imported (the web app imports it at start)', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const { toHijri } = await import('./hijri.ts');
    expect(made).not.toHaveBeenCalled();
    toHijri('2024-03-11');
    toHijri('2024-03-12');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('reads both written forms of a Hijri date', async () => {
    const { normalizeHijri } = await import('./hijri.ts');
    expect(normalizeHijri('1445-09-01')).toBe('1445-09-01');
    expect(normalizeHijri(' 01/09/1445 ')).toBe('1445-09-01');
    expect(normalizeHijri('1445/09/01')).toBeNull();
    expect(normalizeHijri('٠١/٠٩/١٤٤٥')).toBe('1445-09-01');
    expect(normalizeHijri('۱۴۴۵-۰۹-۰۱')).toBe('1445-09-01');
  });
});
