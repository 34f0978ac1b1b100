import type { EligibilityMember } from '@sanad/contract';
import { MoneyText } from '../cycle/money-text.tsx';
import { DataTable, type DataColumn } from '../data-table.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLanguage } from '../../lib/language-context.tsx';
import { lookupName } from '../../lib/lookups.ts';
import { nameIn } from '../../lib/names.ts';
import { reasonText, type WhyMember } from './why-sentences.ts';

/**
 * A person of an evaluated house as the table shows them: a month's or a pre-check's member, a what-if's, or a
 * calculator's person given a name by the screen. `relationship` is the lookup code (null: the head, or unknown).
 */
export type MemberRow = WhyMember &
  Pick<EligibilityMember, 'counted' | 'standardShare' | 'countedIncome' | 'share'> & { relationship?: string | null };

/** The people of an evaluated house: counted or left out (and why), their category, part of the standard, income and share. */
export function MembersTable({
  members,
  caption,
  withShare = true,
  withRelationship = true,
  testId = 'eligibility-members',
}: {
  members: readonly MemberRow[];
  caption: string;
  withShare?: boolean;
  /** The relationship column: for stored people (a visitor's people have none). */
  withRelationship?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const columns: DataColumn<MemberRow>[] = [{ key: 'name', header: t('eligibility.members.name'), cell: (row) => nameIn(row, language) }];
  if (withRelationship) {
    columns.push({
      key: 'relationship',
      header: t('eligibility.members.relationship'),
      cell: (row) => {
        if (row.relationship) return lookupName('relationship', row.relationship, language);
        return row.category === 'HEAD' ? t('eligibility.members.head') : '—';
      },
    });
  }
  columns.push(
    { key: 'category', header: t('eligibility.members.category'), cell: (row) => t(`eligibility.members.categoryName.${row.category}`) },
    {
      key: 'counted',
      header: t('eligibility.members.counted'),
      cell: (row) =>
        row.counted
          ? t('eligibility.members.isCounted')
          : t('eligibility.members.leftOut', { reason: reasonText(row.leftOutReason?.code ?? '', t, row.leftOutReason) }),
    },
    { key: 'standard', header: t('eligibility.members.standardShare'), cell: (row) => <MoneyText halalas={row.standardShare} /> },
    { key: 'income', header: t('eligibility.members.countedIncome'), cell: (row) => <MoneyText halalas={row.countedIncome} /> },
  );
  if (withShare) columns.push({ key: 'share', header: t('eligibility.members.share'), cell: (row) => <MoneyText halalas={row.share} /> });
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={members}
      rowKey={(row) => row.personId}
      empty={t('eligibility.members.empty')}
      testId={testId}
    />
  );
}
