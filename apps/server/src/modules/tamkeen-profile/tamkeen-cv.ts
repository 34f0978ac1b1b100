import type {
  AllLookups,
  TamkeenEducationItem,
  TamkeenExperienceItem,
  TamkeenSkillItem,
  TamkeenTabContent,
  TamkeenTrainingItem,
  TamkeenVolunteerItem,
} from '@sanad/contract';
import type { PdfBlock, PdfDocument } from '../../platform/pdf/pdf.ts';

type Language = 'ar' | 'en';

/** Everything the CV prints: the person, how to reach them, their summary and the five list tabs. */
export interface CvFacts {
  nameAr: string;
  nameEn: string;
  mobile: string;
  /** A verified e-mail address, else null. */
  email: string | null;
  summary: string | null;
  tabs: { [K in keyof TamkeenTabContent]: TamkeenTabContent[K]['items'] };
  lookups: Pick<AllLookups, 'educationLevel' | 'majors' | 'professionSkills'>;
  /** The Riyadh day it was made, `YYYY-MM-DD`. */
  madeOn: string;
}

const words = {
  ar: {
    title: 'السيرة الذاتية',
    portal: 'سند — بوابة الدعم الاجتماعي، برنامج تمكين',
    mobile: 'الجوال',
    email: 'البريد الإلكتروني',
    madeOn: 'تاريخ الإعداد',
    summary: 'نبذة',
    education: 'المؤهلات العلمية',
    experience: 'الخبرات العملية',
    skills: 'المهارات',
    training: 'الدورات التدريبية',
    volunteer: 'العمل التطوعي',
    none: 'لا يوجد',
    present: 'حتى الآن',
    educationColumns: ['المستوى التعليمي', 'التخصص', 'الجهة', 'سنة التخرج'],
    experienceColumns: ['المسمى الوظيفي', 'جهة العمل', 'مجال العمل', 'المدة'],
    skillColumns: ['المهارة', 'المستوى'],
    trainingColumns: ['الدورة', 'الجهة المقدمة', 'تاريخ الإتمام', 'الساعات'],
    volunteerColumns: ['الجهة', 'الدور', 'المدة', 'ما قام به'],
    levels: { BASIC: 'مبتدئ', GOOD: 'جيد', EXPERT: 'متمكن' },
  },
  en: {
    title: 'Curriculum vitae',
    portal: 'Sanad — the social-support portal, Tamkeen programme',
    mobile: 'Mobile',
    email: 'E-mail',
    madeOn: 'Prepared on',
    summary: 'Summary',
    education: 'Qualifications',
    experience: 'Work experience',
    skills: 'Skills',
    training: 'Training',
    volunteer: 'Volunteer work',
    none: 'None',
    present: 'present',
    educationColumns: ['Education level', 'Major', 'Institution', 'Graduated'],
    experienceColumns: ['Job title', 'Employer', 'Field of work', 'Period'],
    skillColumns: ['Skill', 'Level'],
    trainingColumns: ['Course', 'Given by', 'Completed on', 'Hours'],
    volunteerColumns: ['Organisation', 'Role', 'Period', 'What they did'],
    levels: { BASIC: 'Basic', GOOD: 'Good', EXPERT: 'Expert' },
  },
} as const;

/** `YYYY-MM-DD` as `DD/MM/YYYY` (the letters' order, read alike in both languages). */
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/');

/** One language's half of the CV: who, how to reach them, the summary, then a section a tab. */
function half(facts: CvFacts, language: Language): PdfBlock[] {
  const w = words[language];
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const named = (group: keyof CvFacts['lookups'], code: string | null) => {
    if (code === null) return '—';
    const item = facts.lookups[group].find((candidate) => candidate.code === code);
    return item ? (language === 'ar' ? item.nameAr : item.nameEn) : code;
  };
  const period = (start: string, end: string | null) => `${dayMonthYear(start)} – ${end ? dayMonthYear(end) : w.present}`;
  const section = <T>(title: string, columns: readonly string[], items: readonly T[], row: (item: T) => string[]): PdfBlock[] => [
    { kind: 'space', height: 6 },
    { kind: 'heading', direction, text: title, size: 13 },
    items.length === 0
      ? { kind: 'paragraph', direction, text: w.none, muted: true }
      : { kind: 'table', direction, columns, rows: items.map(row) },
  ];
  const { education, experience, skills, training, volunteerExperience } = facts.tabs;
  const contact = [
    { label: w.mobile, value: facts.mobile },
    ...(facts.email ? [{ label: w.email, value: facts.email }] : []),
    { label: w.madeOn, value: dayMonthYear(facts.madeOn) },
  ];
  return [
    { kind: 'paragraph', direction, text: `${w.portal} — ${w.title}`, muted: true, size: 10 },
    { kind: 'heading', direction, text: language === 'ar' ? facts.nameAr : facts.nameEn, size: 18 },
    { kind: 'fields', direction, rows: contact },
    ...(facts.summary
      ? [
          { kind: 'space', height: 6 } as const,
          { kind: 'heading', direction, text: w.summary, size: 13 } as const,
          { kind: 'paragraph', direction, text: facts.summary } as const,
        ]
      : []),
    ...section(w.education, w.educationColumns, education, (item: TamkeenEducationItem) => [
      named('educationLevel', item.educationLevel),
      named('majors', item.major),
      item.institution,
      item.graduationYear === null ? '—' : String(item.graduationYear),
    ]),
    ...section(w.experience, w.experienceColumns, experience, (item: TamkeenExperienceItem) => [
      item.jobTitle,
      item.employer,
      named('professionSkills', item.professionSkill),
      period(item.startDate, item.endDate),
    ]),
    ...section(w.skills, w.skillColumns, skills, (item: TamkeenSkillItem) => [named('professionSkills', item.skill), w.levels[item.level]]),
    ...section(w.training, w.trainingColumns, training, (item: TamkeenTrainingItem) => [
      item.title,
      item.provider,
      dayMonthYear(item.completedOn),
      item.hours === null ? '—' : String(item.hours),
    ]),
    ...section(w.volunteer, w.volunteerColumns, volunteerExperience, (item: TamkeenVolunteerItem) => [
      item.organization,
      item.role,
      period(item.startDate, item.endDate),
      item.description ?? '—',
    ]),
  ];
}

/**
 * The generated CV as a PDF document (decisions 067, 070, 073): the Arabic half, then the English half, built from
 * the able-to-work profile. What the person typed (titles, employers) is printed as typed in both halves; lookup
 * codes are named in each half's language.
 */
export function cvDocument(facts: CvFacts): PdfDocument {
  return {
    title: `CV — ${facts.nameEn}`,
    language: 'ar',
    blocks: [...half(facts, 'ar'), { kind: 'space', height: 12 }, { kind: 'rule' }, { kind: 'space', height: 6 }, ...half(facts, 'en')],
  };
}
