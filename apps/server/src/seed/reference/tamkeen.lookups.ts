import type { LookupRow } from './types.ts';

/** Employment-support (tamkeen) lists: how well a skill is held, how a qualification fits an offer, offer types. */

export const skillsRate: readonly LookupRow[] = [
  ['BEGINNER', 'مبتدئ', 'Beginner'],
  ['INTERMEDIATE', 'متوسط', 'Intermediate'],
  ['ADVANCED', 'متقدم', 'Advanced'],
  ['EXPERT', 'خبير', 'Expert'],
];

export const qualificationFit: readonly LookupRow[] = [
  ['MATCHING', 'مطابق للمؤهل', 'Matches the qualification'],
  ['PARTLY_MATCHING', 'مطابق جزئياً', 'Partly matches'],
  ['NOT_MATCHING', 'غير مطابق', 'Does not match'],
  ['OVER_QUALIFIED', 'المؤهل أعلى من المطلوب', 'Over-qualified'],
];

export const opportunityType: readonly LookupRow[] = [
  ['FULL_TIME', 'دوام كامل', 'Full-time job'],
  ['PART_TIME', 'دوام جزئي', 'Part-time job'],
  ['REMOTE', 'عمل عن بُعد', 'Remote work'],
  ['FLEXIBLE', 'عمل مرن', 'Flexible work'],
  ['SEASONAL', 'عمل موسمي', 'Seasonal work'],
  ['TRAINING', 'تدريب', 'Training'],
  ['ON_THE_JOB_TRAINING', 'تدريب على رأس العمل', 'On-the-job training'],
  ['SELF_EMPLOYMENT', 'عمل حر', 'Self-employment'],
  ['PRODUCTIVE_FAMILY', 'أسر منتجة', 'Productive families'],
  ['VOLUNTEERING', 'عمل تطوعي', 'Volunteering'],
];
