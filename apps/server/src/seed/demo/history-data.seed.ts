import { eq } from 'drizzle-orm';
import { historyAppeal, historyBeneficiary, historyPayment, person } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { addMonths } from './demo-calendar.ts';

/** The ready applicant of the README (identity seed). */
const readyApplicantNin = '1010000006';

/** The old system's file of the ready applicant: social security in Riyadh from 2015 until the new system (July 2021). */
const oldFile = {
  fileNumber: '0101-1436-048215',
  programNameAr: 'الضمان الاجتماعي (النظام السابق)',
  programNameEn: 'Social security (former system)',
  officeCode: '0101',
  status: 'CLOSED',
  registeredOn: '2015-03-01',
  closedOn: '2021-06-30',
  membersCount: 4,
};

/** The month the old system stopped the payment pending a field visit; an appeal had it paid the month after. */
const stoppedMonth = '2020-09';

/** Its last two years of monthly payments, paid on the first of the month (halalas); the month stopped is not paid. */
function oldPayments(): Array<Omit<typeof historyPayment.$inferInsert, 'beneficiaryId'>> {
  const rows: Array<Omit<typeof historyPayment.$inferInsert, 'beneficiaryId'>> = [];
  for (let index = 0; index < 24; index += 1) {
    const period = addMonths('2019-07', index);
    // The old system's amount for a family of four, raised in January 2021.
    const amount = period < '2021-01' ? 145_000 : 152_000;
    if (period === stoppedMonth) rows.push({ period, amount, status: 'STOPPED', paidOn: null });
    else rows.push({ period, amount, status: 'PAID', paidOn: `${period}-01` });
  }
  // The stopped month, paid once the appeal was approved.
  rows.push({ period: stoppedMonth, amount: 145_000, status: 'RETRO_PAID', paidOn: '2020-10-12' });
  return rows;
}

const oldAppeals = [
  {
    appealNumber: 'AP-1439-003127',
    subjectAr: 'اعتراض على احتساب دخل التأمينات الاجتماعية',
    subjectEn: 'Appeal against how the social insurance income was counted',
    decision: 'REJECTED',
    submittedOn: '2018-02-11',
    decidedOn: '2018-03-20',
  },
  {
    appealNumber: 'AP-1442-011904',
    subjectAr: 'اعتراض على إيقاف صرف شهر سبتمبر 2020 لحين الزيارة الميدانية',
    subjectEn: 'Appeal against the September 2020 payment stopped pending a field visit',
    decision: 'APPROVED',
    submittedOn: '2020-09-14',
    decidedOn: '2020-10-05',
  },
];

/**
 * History data (DOMAIN.md "History data"; decision 058) for the ready applicant's person: the old system's file with
 * its last two years of payments (one month stopped, then paid after the appeal) and two appeals, so /history-data
 * has something to show. Skipped when the person is absent or already has old files.
 */
export async function seedDemoHistoryData(db: Database): Promise<void> {
  const [found] = await db.select({ id: person.id }).from(person).where(eq(person.nin, readyApplicantNin));
  if (!found) return;
  const existing = await db.select({ id: historyBeneficiary.id }).from(historyBeneficiary).where(eq(historyBeneficiary.personId, found.id));
  if (existing.length > 0) return;
  await db.transaction(async (tx) => {
    const [file] = await tx
      .insert(historyBeneficiary)
      .values({ personId: found.id, ...oldFile })
      .returning({ id: historyBeneficiary.id });
    if (!file) throw new Error('demo history file was not inserted');
    await tx.insert(historyPayment).values(oldPayments().map((row) => ({ beneficiaryId: file.id, ...row })));
    await tx.insert(historyAppeal).values(oldAppeals.map((row) => ({ beneficiaryId: file.id, ...row })));
  });
}
