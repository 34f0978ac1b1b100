import type { LookupRow } from './types.ts';

/** Person and household-member attributes used by registration and the unified profile. */

export const gender: readonly LookupRow[] = [
  ['M', 'ذكر', 'Male'],
  ['F', 'أنثى', 'Female'],
];

/** ISO 3166-1 alpha-2 codes: Saudi first, then the nationalities most often met in households. */
export const nationality: readonly LookupRow[] = [
  ['SA', 'سعودي', 'Saudi'],
  ['YE', 'يمني', 'Yemeni'],
  ['EG', 'مصري', 'Egyptian'],
  ['SY', 'سوري', 'Syrian'],
  ['JO', 'أردني', 'Jordanian'],
  ['PS', 'فلسطيني', 'Palestinian'],
  ['SD', 'سوداني', 'Sudanese'],
  ['IQ', 'عراقي', 'Iraqi'],
  ['LB', 'لبناني', 'Lebanese'],
  ['MA', 'مغربي', 'Moroccan'],
  ['TD', 'تشادي', 'Chadian'],
  ['SO', 'صومالي', 'Somali'],
  ['ER', 'إريتري', 'Eritrean'],
  ['ET', 'إثيوبي', 'Ethiopian'],
  ['PK', 'باكستاني', 'Pakistani'],
  ['IN', 'هندي', 'Indian'],
  ['BD', 'بنغلاديشي', 'Bangladeshi'],
  ['AF', 'أفغاني', 'Afghan'],
  ['ID', 'إندونيسي', 'Indonesian'],
  ['PH', 'فلبيني', 'Filipino'],
];

export const socialStatus: readonly LookupRow[] = [
  ['SINGLE', 'أعزب / عزباء', 'Single'],
  ['MARRIED', 'متزوج / متزوجة', 'Married'],
  ['DIVORCED', 'مطلق / مطلقة', 'Divorced'],
  ['WIDOWED', 'أرمل / أرملة', 'Widowed'],
  ['SEPARATED', 'منفصل / منفصلة', 'Separated'],
  ['ABANDONED', 'مهجورة', 'Abandoned by spouse'],
];

/** Relationship of a dependent to the applicant (head of household). */
export const relationship: readonly LookupRow[] = [
  ['WIFE', 'زوجة', 'Wife'],
  ['HUSBAND', 'زوج', 'Husband'],
  ['SON', 'ابن', 'Son'],
  ['DAUGHTER', 'ابنة', 'Daughter'],
  ['FATHER', 'أب', 'Father'],
  ['MOTHER', 'أم', 'Mother'],
  ['BROTHER', 'أخ', 'Brother'],
  ['SISTER', 'أخت', 'Sister'],
  ['GRANDFATHER', 'جد', 'Grandfather'],
  ['GRANDMOTHER', 'جدة', 'Grandmother'],
  ['GRANDSON', 'حفيد', 'Grandson'],
  ['GRANDDAUGHTER', 'حفيدة', 'Granddaughter'],
  ['STEPSON', 'ربيب (ابن الزوج أو الزوجة)', 'Stepson'],
  ['STEPDAUGHTER', 'ربيبة (ابنة الزوج أو الزوجة)', 'Stepdaughter'],
  ['OTHER', 'صلة أخرى', 'Other relationship'],
];

export const educationLevel: readonly LookupRow[] = [
  ['ILLITERATE', 'لا يقرأ ولا يكتب', 'Cannot read or write'],
  ['LITERATE', 'يقرأ ويكتب', 'Can read and write'],
  ['PRIMARY', 'ابتدائي', 'Primary'],
  ['INTERMEDIATE', 'متوسط', 'Intermediate'],
  ['SECONDARY', 'ثانوي', 'Secondary'],
  ['DIPLOMA', 'دبلوم', 'Diploma'],
  ['BACHELOR', 'بكالوريوس', "Bachelor's degree"],
  ['HIGHER_DIPLOMA', 'دبلوم عالٍ', 'Higher diploma'],
  ['MASTER', 'ماجستير', "Master's degree"],
  ['DOCTORATE', 'دكتوراه', 'Doctorate'],
];

export const majors: readonly LookupRow[] = [
  ['ISLAMIC_STUDIES', 'الدراسات الإسلامية', 'Islamic studies'],
  ['ARABIC', 'اللغة العربية', 'Arabic language'],
  ['ENGLISH', 'اللغة الإنجليزية', 'English language'],
  ['HISTORY', 'التاريخ', 'History'],
  ['GEOGRAPHY', 'الجغرافيا', 'Geography'],
  ['EDUCATION', 'التربية', 'Education'],
  ['EARLY_CHILDHOOD', 'رياض الأطفال', 'Early childhood education'],
  ['SPECIAL_EDUCATION', 'التربية الخاصة', 'Special education'],
  ['PSYCHOLOGY', 'علم النفس', 'Psychology'],
  ['SOCIAL_WORK', 'الخدمة الاجتماعية', 'Social work'],
  ['SOCIOLOGY', 'علم الاجتماع', 'Sociology'],
  ['BUSINESS_ADMIN', 'إدارة الأعمال', 'Business administration'],
  ['ACCOUNTING', 'المحاسبة', 'Accounting'],
  ['FINANCE', 'المالية', 'Finance'],
  ['MARKETING', 'التسويق', 'Marketing'],
  ['ECONOMICS', 'الاقتصاد', 'Economics'],
  ['LAW', 'القانون', 'Law'],
  ['SHARIA', 'الشريعة', 'Sharia'],
  ['COMPUTER_SCIENCE', 'علوم الحاسب', 'Computer science'],
  ['INFORMATION_SYSTEMS', 'نظم المعلومات', 'Information systems'],
  ['MATHEMATICS', 'الرياضيات', 'Mathematics'],
  ['PHYSICS', 'الفيزياء', 'Physics'],
  ['CHEMISTRY', 'الكيمياء', 'Chemistry'],
  ['BIOLOGY', 'الأحياء', 'Biology'],
  ['NURSING', 'التمريض', 'Nursing'],
  ['MEDICINE', 'الطب', 'Medicine'],
  ['PHARMACY', 'الصيدلة', 'Pharmacy'],
  ['HEALTH_ADMIN', 'الإدارة الصحية', 'Health administration'],
  ['CIVIL_ENGINEERING', 'الهندسة المدنية', 'Civil engineering'],
  ['ELECTRICAL_ENGINEERING', 'الهندسة الكهربائية', 'Electrical engineering'],
  ['MECHANICAL_ENGINEERING', 'الهندسة الميكانيكية', 'Mechanical engineering'],
  ['ARCHITECTURE', 'العمارة', 'Architecture'],
  ['MEDIA', 'الإعلام', 'Media and communication'],
  ['OTHER', 'تخصص آخر', 'Other major'],
];

export const professionSkills: readonly LookupRow[] = [
  ['COMPUTER', 'استخدام الحاسب الآلي', 'Computer use'],
  ['DATA_ENTRY', 'إدخال البيانات', 'Data entry'],
  ['CUSTOMER_SERVICE', 'خدمة العملاء', 'Customer service'],
  ['SALES', 'المبيعات', 'Sales'],
  ['CASHIER', 'أعمال الصندوق (الكاشير)', 'Cashier work'],
  ['ACCOUNTING', 'المحاسبة', 'Bookkeeping and accounting'],
  ['SECRETARIAL', 'السكرتارية والأعمال الإدارية', 'Secretarial and office work'],
  ['ENGLISH', 'اللغة الإنجليزية', 'English language'],
  ['COMMUNICATION', 'مهارات التواصل', 'Communication skills'],
  ['DIGITAL_MARKETING', 'التسويق الرقمي', 'Digital marketing'],
  ['GRAPHIC_DESIGN', 'التصميم الجرافيكي', 'Graphic design'],
  ['DRIVING', 'قيادة المركبات', 'Driving'],
  ['WAREHOUSE', 'إدارة المستودعات', 'Warehouse operations'],
  ['COOKING', 'الطهي وإعداد الأطعمة', 'Cooking and food preparation'],
  ['SEWING', 'الخياطة والتفصيل', 'Sewing and tailoring'],
  ['BEAUTY', 'التجميل والعناية الشخصية', 'Beauty and personal care'],
  ['HANDICRAFTS', 'الحرف اليدوية', 'Handicrafts'],
  ['CHILDCARE', 'رعاية الأطفال', 'Childcare'],
  ['ELDERLY_CARE', 'رعاية كبار السن', 'Care of the elderly'],
  ['ELECTRICAL', 'الأعمال الكهربائية', 'Electrical work'],
  ['PLUMBING', 'السباكة', 'Plumbing'],
  ['CARPENTRY', 'النجارة', 'Carpentry'],
  ['AC_MAINTENANCE', 'صيانة أجهزة التكييف والتبريد', 'Air-conditioning and refrigeration maintenance'],
  ['AUTO_MECHANICS', 'ميكانيكا السيارات', 'Car mechanics'],
  ['WELDING', 'اللحام', 'Welding'],
  ['AGRICULTURE', 'الزراعة', 'Farming'],
];

export const disability: readonly LookupRow[] = [
  ['VISUAL', 'إعاقة بصرية', 'Visual impairment'],
  ['HEARING', 'إعاقة سمعية', 'Hearing impairment'],
  ['PHYSICAL', 'إعاقة حركية', 'Physical disability'],
  ['INTELLECTUAL', 'إعاقة ذهنية', 'Intellectual disability'],
  ['AUTISM', 'اضطراب طيف التوحد', 'Autism spectrum disorder'],
  ['SPEECH', 'اضطرابات النطق والكلام', 'Speech and language disorder'],
  ['LEARNING', 'صعوبات التعلم', 'Learning difficulties'],
  ['PSYCHIATRIC', 'اضطراب نفسي مزمن', 'Chronic psychiatric disorder'],
  ['MULTIPLE', 'إعاقة متعددة', 'Multiple disabilities'],
  ['OTHER', 'إعاقة أخرى', 'Other disability'],
];

export const laborStatus: readonly LookupRow[] = [
  ['GOVERNMENT_EMPLOYEE', 'موظف في القطاع الحكومي', 'Government employee'],
  ['PRIVATE_EMPLOYEE', 'موظف في القطاع الخاص', 'Private-sector employee'],
  ['SELF_EMPLOYED', 'يعمل لحسابه الخاص', 'Self-employed'],
  ['JOB_SEEKER', 'باحث عن عمل', 'Job seeker'],
  ['RETIRED', 'متقاعد', 'Retired'],
  ['STUDENT', 'طالب', 'Student'],
  ['HOMEMAKER', 'ربة منزل', 'Homemaker'],
  ['UNABLE_TO_WORK', 'غير قادر على العمل', 'Unable to work'],
];

/** Driving and professional licenses a member holds (the profile's license tab). */
export const licenseType: readonly LookupRow[] = [
  ['DRIVING_PRIVATE', 'رخصة قيادة خاصة', 'Private driving license'],
  ['DRIVING_PUBLIC', 'رخصة قيادة عمومية', 'Public transport driving license'],
  ['DRIVING_HEAVY', 'رخصة قيادة نقل ثقيل', 'Heavy vehicle driving license'],
  ['MOTORCYCLE', 'رخصة قيادة دراجة نارية', 'Motorcycle license'],
  ['PROFESSIONAL', 'رخصة مزاولة مهنة', 'Professional practice license'],
  ['MUNICIPAL', 'رخصة بلدية', 'Municipal license'],
  ['FREELANCE', 'وثيقة العمل الحر', 'Freelance work permit'],
];
