import { createTranslator, interpolate, lookup } from './translator.ts';

const ar = { app: { name: 'سند' }, home: { greeting: 'مرحبًا {{name}}' }, onlyAr: 'عربي' };
const en = { app: { name: 'Sanad' }, home: { greeting: 'Hello {{name}}' }, steps: { label: 'Step {{ current }} of {{total}}' } };

describe('lookup', () => {
  it('walks dotted keys through nested groups', () => {
    expect(lookup(en, 'app.name')).toBe('Sanad');
    expect(lookup(en, 'home.greeting')).toBe('Hello {{name}}');
  });

  it('finds nothing for a missing key, a group, or a path through a text', () => {
    expect(lookup(en, 'app.missing')).toBeUndefined();
    expect(lookup(en, 'app')).toBeUndefined();
    expect(lookup(en, 'app.name.more')).toBeUndefined();
    expect(lookup(en, 'toString')).toBeUndefined();
    expect(lookup(undefined, 'app.name')).toBeUndefined();
  });
});

describe('interpolate', () => {
  it('fills {{name}} placeholders, spaces inside the braces allowed, numbers as text', () => {
    expect(interpolate('Hello {{name}}', { name: 'Sara' })).toBe('Hello Sara');
    expect(interpolate('Step {{ current }} of {{total}}', { current: 2, total: 3 })).toBe('Step 2 of 3');
    expect(interpolate('{{a}}{{a}}', { a: 'x' })).toBe('xx');
  });

  it('inserts values as they are, without escaping (React escapes text itself)', () => {
    expect(interpolate('Hi {{name}}', { name: '<b>&' })).toBe('Hi <b>&');
  });

  it('leaves a placeholder without a value visible, and a text without values untouched', () => {
    expect(interpolate('Hello {{name}}', { other: 'x' })).toBe('Hello {{name}}');
    expect(interpolate('Hello {{name}}')).toBe('Hello {{name}}');
  });
});

describe('translator', () => {
  it('translates in the current language, falls back to the fallback language, then to the key', () => {
    const translator = createTranslator('ar');
    translator.addResourceBundle('ar', ar);
    translator.addResourceBundle('en', en);
    expect(translator.language).toBe('ar');
    expect(translator.t('home.greeting', { name: 'سارة' })).toBe('مرحبًا سارة');

    translator.changeLanguage('en');
    expect(translator.language).toBe('en');
    expect(translator.t('home.greeting', { name: 'Sara' })).toBe('Hello Sara');
    expect(translator.t('onlyAr')).toBe('عربي');
    expect(translator.t('nowhere.at.all')).toBe('nowhere.at.all');
  });

  it('binds a translate function to one language', () => {
    const translator = createTranslator('ar', 'en');
    translator.addResourceBundle('ar', ar);
    translator.addResourceBundle('en', en);
    const arabic = translator.fixedT('ar');
    expect(arabic('app.name')).toBe('سند');
    expect(translator.t('app.name')).toBe('Sanad');
  });

  it('tells listeners about bundles and switches, not about a switch to the same language', () => {
    const translator = createTranslator('ar');
    const listener = vi.fn();
    const unsubscribe = translator.subscribe(listener);
    const start = translator.version();

    translator.addResourceBundle('ar', ar);
    translator.changeLanguage('ar');
    expect(listener).toHaveBeenCalledTimes(1);
    translator.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(translator.version()).toBe(start + 2);
    expect(translator.hasResourceBundle('ar')).toBe(true);
    expect(translator.hasResourceBundle('en')).toBe(false);

    unsubscribe();
    translator.changeLanguage('ar');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
