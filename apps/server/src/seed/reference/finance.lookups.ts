import type { LookupRow } from './types.ts';

/** Household means: dwelling, income and assets (DOMAIN.md "Unified profile"), and where payments go. */

export const houseOwnership: readonly LookupRow[] = [
  ['OWNED', 'ملك', 'Owned'],
  ['RENTED', 'مستأجر', 'Rented'],
  ['PROVIDED', 'سكن موفَّر (من جهة عمل أو جهة خيرية أو حكومية)', 'Provided (by an employer, charity or the state)'],
  ['OTHER', 'أخرى', 'Other'],
];

/** Entitlement rules key on these codes (e.g. the salary exemption): never rename them. */
export const incomeSource: readonly LookupRow[] = [
  ['SALARY', 'راتب', 'Salary'],
  ['PENSION', 'معاش تقاعدي', 'Pension'],
  ['SOCIAL_INSURANCE', 'التأمينات الاجتماعية', 'Social insurance'],
  ['RENT', 'دخل إيجار', 'Rental income'],
  ['COMMERCIAL', 'دخل تجاري', 'Commercial income'],
  ['OTHER', 'دخل آخر', 'Other income'],
];

export const propertyType: readonly LookupRow[] = [
  ['REAL_ESTATE', 'عقار', 'Real estate'],
  ['LAND', 'أرض', 'Land'],
  ['VEHICLE', 'مركبة', 'Vehicle'],
  ['COMMERCIAL_RECORD', 'سجل تجاري', 'Commercial record'],
  ['LIVESTOCK', 'مواشٍ', 'Livestock'],
  ['SHARES', 'أسهم واستثمارات', 'Shares and investments'],
  ['OTHER', 'أصول أخرى', 'Other assets'],
];

/**
 * Banks operating in the Kingdom; the code is the two-digit SAMA bank identifier in positions 5-6 of a Saudi IBAN
 * (SAkk BB…), so a verified IBAN names its bank. Samba (40) and Alawwal (50) merged into SNB and SAB and are gone.
 */
export const bankName: readonly LookupRow[] = [
  ['10', 'البنك الأهلي السعودي', 'Saudi National Bank'],
  ['80', 'مصرف الراجحي', 'Al Rajhi Bank'],
  ['20', 'بنك الرياض', 'Riyad Bank'],
  ['45', 'البنك السعودي الأول', 'Saudi Awwal Bank (SAB)'],
  ['55', 'البنك السعودي الفرنسي', 'Banque Saudi Fransi'],
  ['30', 'البنك العربي الوطني', 'Arab National Bank'],
  ['05', 'مصرف الإنماء', 'Alinma Bank'],
  ['15', 'بنك البلاد', 'Bank AlBilad'],
  ['60', 'بنك الجزيرة', 'Bank AlJazira'],
  ['65', 'البنك السعودي للاستثمار', 'Saudi Investment Bank'],
  ['90', 'بنك الخليج الدولي', 'Gulf International Bank'],
  ['95', 'بنك الإمارات دبي الوطني', 'Emirates NBD'],
  ['76', 'بنك مسقط', 'Bank Muscat'],
  ['71', 'بنك البحرين الوطني', 'National Bank of Bahrain'],
  ['75', 'بنك الكويت الوطني', 'National Bank of Kuwait'],
  ['85', 'بي إن بي باريبا', 'BNP Paribas'],
];
