import type { program } from '../../db/schema/index.ts';

export const programs: Array<typeof program.$inferInsert> = [
  {
    id: 3001,
    code: 'SSP',
    nameAr: 'برنامج الضمان الاجتماعي المطور',
    nameEn: 'Developed Social Security Program',
    descriptionAr: 'دعم نقدي شهري للأسر ذات الدخل المنخفض بحسب عدد أفراد الأسرة ودخلها.',
    descriptionEn: 'Monthly cash support for low-income households, based on household size and income.',
    active: true,
    lettersAllowed: true,
    sortOrder: 1,
  },
  {
    id: 3003,
    code: 'RAMADAN_REWARD',
    nameAr: 'مكرمة شهر رمضان',
    nameEn: 'Ramadan Reward',
    descriptionAr: 'دفعة سنوية في شهر رمضان للأسر المستحقة في دورة الضمان السابقة له.',
    descriptionEn: 'A yearly Ramadan payment to households eligible in the social-security cycle before it.',
    active: true,
    lettersAllowed: false,
    sortOrder: 2,
  },
];
