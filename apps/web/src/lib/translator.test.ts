import { createTranslator, interpolate, lookup, pluralCategory } from './translator.ts';

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

describe('plural forms', () => {
  const arPlural = {
    people: {
      confirm_zero: 'لا أحد',
      confirm_one: 'شخص واحد',
      confirm_two: 'شخصان',
      confirm_few: '{{count}} أشخاص',
      confirm_many: '{{count}} شخصًا',
      confirm_other: '{{count}} شخص',
    },
  };
  const enPlural = { people: { confirm_one: 'this person', confirm_other: 'these {{count}} people' }, plain: 'Items: {{count}}' };

  it('picks the form of a count by the language’s own rules: English one and other', () => {
    const translator = createTranslator('en');
    translator.addResourceBundle('en', enPlural);
    expect(translator.t('people.confirm', { count: 1 })).toBe('this person');
    expect(translator.t('people.confirm', { count: 4 })).toBe('these 4 people');
    expect(translator.t('people.confirm', { count: 0 })).toBe('these 0 people');
  });

  it('takes a zero form for 0 in any language when the text has one (English rules would say "other")', () => {
    const translator = createTranslator('en');
    translator.addResourceBundle('en', { people: { ...enPlural.people, confirm_zero: 'nobody' } });
    expect(translator.t('people.confirm', { count: 0 })).toBe('nobody');
    expect(translator.t('people.confirm', { count: 2 })).toBe('these 2 people');
  });

  it('gives Arabic its six forms: zero, one, two, 3–10, 11–99 and 100', () => {
    const translator = createTranslator('ar');
    translator.addResourceBundle('ar', arPlural);
    const t = (count: number) => translator.t('people.confirm', { count });
    expect([0, 1, 2, 3, 10, 11, 99, 100, 103].map(t)).toEqual([
      'لا أحد',
      'شخص واحد',
      'شخصان',
      '3 أشخاص',
      '10 أشخاص',
      '11 شخصًا',
      '99 شخصًا',
      '100 شخص',
      '103 أشخاص',
    ]);
    expect(pluralCategory('ar', 2)).toBe('two');
  });

  it('falls back to the other form, then to the fallback language, then to a plain text or the key', () => {
    const translator = createTranslator('en', 'ar');
    translator.addResourceBundle('ar', { people: { confirm_other: '{{count}} شخص' } });
    translator.addResourceBundle('en', enPlural);
    // Arabic has only the other form here; a key Arabic lacks comes from English with English rules.
    expect(translator.t('people.confirm', { count: 2 })).toBe('2 شخص');
    expect(translator.t('plain', { count: 1 })).toBe('Items: 1');
    expect(translator.t('missing.key', { count: 1 })).toBe('missing.key');
    // A count given as text is a value like any other, and picks no form.
    expect(translator.t('people.confirm', { count: '2' })).toBe('people.confirm');
  });
});
