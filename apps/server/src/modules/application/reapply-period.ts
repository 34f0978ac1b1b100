/**
 * The cycle a manual reapply counts against (DOMAIN.md: at most once per cycle; a cycle is one month): the month of the
 * instant in Riyadh, where the portal's cycles run, as YYYY-MM. Riyadh keeps UTC+3 all year, so the first three hours
 * of a UTC month still belong to the month before.
 */
const riyadhMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', year: 'numeric', month: '2-digit' });

export function reapplyPeriod(at: Date): string {
  const parts = riyadhMonth.formatToParts(at);
  const year = parts.find((part) => part.type === 'year')?.value;
  const month = parts.find((part) => part.type === 'month')?.value;
  if (!year || !month) throw new Error('Intl gave no year or month');
  return `${year}-${month}`;
}
