import { describe, expect, it } from 'vitest';
import { nationalAddressKey } from './household.service.ts';

describe('the national address key of the duplicate rule', () => {
  const address = {
    regionCode: '01',
    cityCode: '0101',
    district: 'حي العليا',
    street: 'طريق الملك فهد',
    buildingNumber: '1234',
    postalCode: '12211',
    additionalNumber: '2345',
  };

  it('ignores Arabic letter variants, diacritics, tatweel, Eastern Arabic digits, case, punctuation and spacing', () => {
    const key = nationalAddressKey(address);
    expect(nationalAddressKey({ ...address, district: '  حى العُليـا ', street: 'طريق  الملك فهد.' })).toBe(key);
    expect(nationalAddressKey({ ...address, street: 'شارع ٣٠' })).toBe(nationalAddressKey({ ...address, street: 'شارع 30' }));
    expect(nationalAddressKey({ ...address, street: 'King Fahd Rd.' })).toBe(nationalAddressKey({ ...address, street: 'king  fahd rd' }));
    expect(nationalAddressKey({ ...address, street: 'مدرسة' })).toBe(nationalAddressKey({ ...address, street: 'مدرسه' }));
  });

  it('tells addresses apart by every part of the national address', () => {
    const key = nationalAddressKey(address);
    for (const change of [
      { regionCode: '02' },
      { cityCode: '0102' },
      { district: 'حي الملقا' },
      { street: 'طريق الملك عبدالله' },
      { buildingNumber: '1235' },
      { postalCode: '12212' },
      { additionalNumber: '2346' },
    ]) {
      expect(nationalAddressKey({ ...address, ...change }), JSON.stringify(change)).not.toBe(key);
    }
  });
});
