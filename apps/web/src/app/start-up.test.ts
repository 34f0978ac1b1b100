import type { AllLookups } from '@sanad/contract';
import { lookupGroups, sessionStorageKeys } from '@sanad/contract';
import { testConfig } from '../test/render.tsx';
import { startApp, startLanguage, type StartUpDeps } from './start-up.ts';

/** Every lookup group, as GET /api/lookup answers (the contract requires all of them). */
const lookups = Object.fromEntries(
  lookupGroups.map((group) => [group, [{ code: `${group}-1`, nameAr: 'أ', nameEn: 'A', parentCode: null }]]),
) as AllLookups;

function deps(overrides: Partial<StartUpDeps> = {}): StartUpDeps & { steps: string[] } {
  const steps: string[] = [];
  return {
    steps,
    storage: sessionStorage,
    fetchLookups: vi.fn(async () => (steps.push('lookups'), lookups)),
    fetchConfig: vi.fn(async () => (steps.push('config'), testConfig)),
    addMapsScript: vi.fn((key: string) => void steps.push(`maps:${key}`)),
    storedLanguage: () => null,
    prefetchLanguage: vi.fn((language: string) => void steps.push(`prefetch:${language}`)),
    applyLanguage: vi.fn(async (language) => void steps.push(`language:${language}`)),
    pause: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

describe('app start (spec §4)', () => {
  it('loads lookups, then configuration, then sets the default language, and caches both', async () => {
    const d = deps();
    const result = await startApp(d, 'ar');
    expect(d.steps).toEqual(['lookups', 'config', 'prefetch:ar', 'language:ar']);
    expect(result).toEqual({ config: testConfig, language: 'ar' });
    expect(JSON.parse(sessionStorage.getItem(sessionStorageKeys.lookups) ?? 'null')).toEqual(lookups);
    expect(JSON.parse(sessionStorage.getItem(sessionStorageKeys.config) ?? 'null')).toEqual(testConfig);
  });

  it('adds the maps script with the configured key, between configuration and language', async () => {
    const d = deps({ fetchConfig: async () => ({ ...testConfig, googleMapKey: 'KEY-1' }) });
    d.fetchConfig = vi.fn(async () => (d.steps.push('config'), { ...testConfig, googleMapKey: 'KEY-1' }));
    await startApp(d, 'ar');
    expect(d.steps).toEqual(['lookups', 'config', 'prefetch:ar', 'maps:KEY-1', 'language:ar']);
  });

  it('requests configuration and the likely translations without waiting for the lookups, and applies them in order', async () => {
    let releaseLookups: (value: AllLookups) => void = () => undefined;
    const d = deps({
      fetchLookups: vi.fn(() => new Promise<AllLookups>((resolve) => (releaseLookups = resolve))),
      storedLanguage: () => 'en',
    });
    const start = startApp(d, 'ar');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Both other reads are already on the wire while the lookups are still loading...
    expect(d.fetchConfig).toHaveBeenCalledOnce();
    expect(d.prefetchLanguage).toHaveBeenCalledWith('en');
    // ...but nothing is cached or applied before the lookups are in.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sessionStorage.getItem(sessionStorageKeys.config)).toBeNull();
    expect(d.applyLanguage).not.toHaveBeenCalled();
    releaseLookups(lookups);
    expect(await start).toEqual({ config: testConfig, language: 'en' });
    expect(sessionStorage.getItem(sessionStorageKeys.lookups)).not.toBeNull();
    expect(d.applyLanguage).toHaveBeenCalledWith('en');
  });

  it('starts each read in a task of its own, lookups first', async () => {
    const d = deps();
    d.pause = vi.fn(async () => void d.steps.push('pause'));
    d.fetchLookups = vi.fn(() => (d.steps.push('lookups requested'), new Promise<AllLookups>(() => undefined)));
    d.fetchConfig = vi.fn(() => (d.steps.push('config requested'), new Promise<never>(() => undefined)));
    void startApp(d, 'ar');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(d.steps).toEqual(['lookups requested', 'pause', 'config requested', 'pause', 'prefetch:ar']);
  });

  it('adds no maps script without a key', async () => {
    const d = deps();
    await startApp(d, 'ar');
    expect(d.addMapsScript).not.toHaveBeenCalled();
  });

  it('uses the cached lookups and configuration instead of calling the API', async () => {
    sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(lookups));
    sessionStorage.setItem(sessionStorageKeys.config, JSON.stringify(testConfig));
    const d = deps();
    await startApp(d, 'ar');
    expect(d.fetchLookups).not.toHaveBeenCalled();
    expect(d.fetchConfig).not.toHaveBeenCalled();
  });

  it('reads the configuration again when the cached copy is from a release before the household limits', async () => {
    const { household: _household, ...older } = testConfig;
    sessionStorage.setItem(sessionStorageKeys.config, JSON.stringify(older));
    const d = deps();
    expect((await startApp(d, 'ar')).config).toEqual(testConfig);
    expect(d.fetchConfig).toHaveBeenCalledTimes(1);
  });

  it('goes on with nothing when a read fails, and caches nothing', async () => {
    const d = deps({
      fetchLookups: vi.fn().mockRejectedValue(new Error('down')),
      fetchConfig: vi.fn().mockRejectedValue(new Error('down')),
    });
    const result = await startApp(d, 'ar');
    expect(result).toEqual({ config: null, language: 'ar' });
    expect(sessionStorage.getItem(sessionStorageKeys.lookups)).toBeNull();
    expect(sessionStorage.getItem(sessionStorageKeys.config)).toBeNull();
  });

  it('starts in the stored language when the deployment still offers it', () => {
    expect(startLanguage(testConfig, 'en', 'ar')).toBe('en');
    expect(startLanguage({ ...testConfig, supportedLanguages: ['ar'] }, 'en', 'ar')).toBe('ar');
    expect(startLanguage(testConfig, null, 'ar')).toBe('ar');
    expect(startLanguage({ ...testConfig, defaultLanguage: 'en', supportedLanguages: ['en'] }, null, 'ar')).toBe('en');
  });
});
