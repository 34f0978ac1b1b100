import { nameIn } from './names.ts';

describe('nameIn', () => {
  it('names in the UI language, falling back to the other language, and empty when neither is known', () => {
    const both = { nameAr: 'ريم', nameEn: 'Reem' };
    expect(nameIn(both, 'ar')).toBe('ريم');
    expect(nameIn(both, 'en')).toBe('Reem');
    expect(nameIn({ nameAr: '', nameEn: 'Reem' }, 'ar')).toBe('Reem');
    expect(nameIn({ nameAr: 'ريم', nameEn: null }, 'en')).toBe('ريم');
    expect(nameIn({ nameAr: null, nameEn: null }, 'en')).toBe('');
  });
});
