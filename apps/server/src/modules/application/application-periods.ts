/** Saudi Arabia keeps UTC+3 all year: a month of the cycles starts and ends at midnight in Riyadh. */
const riyadhOffsetMs = 3 * 60 * 60 * 1000;

/** The first instant after a month (`YYYY-MM`), in Riyadh time: what happened before it happened in that month or earlier. */
export function periodEnd(period: string): Date {
  const [year, month] = period.split('-').map(Number);
  if (year === undefined || month === undefined || Number.isNaN(year) || Number.isNaN(month)) throw new Error(`not a period: ${period}`);
  // Date.UTC takes the month from 0: `month` (1-based) is the next one, and month 12 rolls into January.
  return new Date(Date.UTC(year, month, 1) - riyadhOffsetMs);
}
