import { eq } from 'drizzle-orm';
import { todayInRiyadh } from '@sanad/contract';
import { person, tamkeenOffer, tamkeenOpportunity, tamkeenPartner } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { inRiyadh } from './demo-calendar.ts';

/** The ready applicant of the README (identity seed). */
const readyApplicantNin = '1010000006';

/** The day `days` after `day` (ISO dates). */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The three opportunities offered to the ready applicant (decision 071), all open: two jobs of the employer TP-0001 (one
 * full-time in Riyadh, one part-time in Jeddah) and a course of the training provider TP-0002. Offered on the last
 * three days, newest first in the list; deadlines a few weeks on.
 */
const demoOpportunities = [
  {
    partnerCode: 'TP-0001',
    titleAr: 'محاسب مبيعات',
    titleEn: 'Sales accountant',
    descriptionAr: 'متابعة فواتير المبيعات اليومية ومطابقة الصندوق في فرع الرياض. دوام كامل من الأحد إلى الخميس.',
    descriptionEn: 'Keep the daily sales invoices and reconcile the till at the Riyadh branch. Full-time, Sunday to Thursday.',
    typeCode: 'FULL_TIME',
    cityCode: '0101',
    monthlySalary: 6500,
    offeredDaysAgo: 1,
    deadlineInDays: 21,
  },
  {
    partnerCode: 'TP-0001',
    titleAr: 'أمين صندوق',
    titleEn: 'Cashier',
    descriptionAr: 'العمل على نقاط البيع وخدمة العملاء في فترة المساء.',
    descriptionEn: 'Work the points of sale and serve customers in the evening shift.',
    typeCode: 'PART_TIME',
    cityCode: '0202',
    monthlySalary: 3800,
    offeredDaysAgo: 2,
    deadlineInDays: 14,
  },
  {
    partnerCode: 'TP-0002',
    titleAr: 'دورة المحاسبة الإلكترونية',
    titleEn: 'Computerised accounting course',
    descriptionAr: 'دورة من ستة أسابيع في برامج المحاسبة مع شهادة معتمدة، بمكافأة شهرية خلال التدريب.',
    descriptionEn: 'A six-week course in accounting software with a certificate, and a monthly allowance while training.',
    typeCode: 'TRAINING',
    cityCode: '0101',
    monthlySalary: 2000,
    offeredDaysAgo: 3,
    deadlineInDays: 30,
  },
] as const;

/** After the tamkeen seed (which adds the partners): the ready applicant's three open job offers. */
export async function seedDemoTamkeenOffers(db: Database, now: Date): Promise<void> {
  const [found] = await db.select({ id: person.id }).from(person).where(eq(person.nin, readyApplicantNin));
  if (!found) return;
  const partners = await db.select({ id: tamkeenPartner.id, code: tamkeenPartner.code }).from(tamkeenPartner);
  const today = todayInRiyadh(now);
  for (const { partnerCode, offeredDaysAgo, deadlineInDays, ...opportunity } of demoOpportunities) {
    const partner = partners.find((row) => row.code === partnerCode);
    if (!partner) throw new Error(`demo partner ${partnerCode} is missing`);
    const offeredAt = inRiyadh(addDays(today, -offeredDaysAgo), '09:30');
    const [published] = await db
      .insert(tamkeenOpportunity)
      .values({ ...opportunity, partnerId: partner.id, deadline: addDays(today, deadlineInDays), createdAt: offeredAt })
      .returning({ id: tamkeenOpportunity.id });
    if (!published) throw new Error('tamkeen_opportunity insert returned nothing');
    await db.insert(tamkeenOffer).values({ opportunityId: published.id, personId: found.id, offeredAt, updatedAt: offeredAt });
  }
}
