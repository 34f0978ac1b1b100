import type { PaymentStatus } from '@sanad/contract';
import { useId } from 'react';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { MoneyText } from '../../../components/cycle/money-text.tsx';
import { PaymentStatusBadge } from '../../../components/cycle/payment-status-badge.tsx';
import { PeriodText } from '../../../components/cycle/period-text.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { formatPeriod, formatPeriodShort, nextPeriod } from '../../../lib/period.ts';
import classes from './payments-chart.module.css';

/** One month of the chart: what was paid (net, or a person's share) and where the payment stands. */
export interface ChartMonth {
  period: string;
  amount: number;
  status: PaymentStatus;
}

/** A month of the chart's range; `status` null: nothing was paid that month (not eligible, or under the minimum). */
type ShownMonth = Omit<ChartMonth, 'status'> & { status: PaymentStatus | null };

const height = 180;
const top = 12;
const bottom = 26;
const plot = height - top - bottom;

/** A round top for the axis: 1, 2 or 5 times a power of ten riyals, in halalas. */
function niceMax(max: number): number {
  if (max <= 0) return 100_00;
  const riyals = max / 100;
  const power = 10 ** Math.floor(Math.log10(riyals));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= riyals) ?? 10;
  return step * power * 100;
}

/** The months from the first to the last given, those without a payment shown as such (a gap tells a story too), at most the last twelve. */
function everyMonth(months: readonly ChartMonth[]): ShownMonth[] {
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) return [];
  const byPeriod = new Map(months.map((month) => [month.period, month]));
  const shown: ShownMonth[] = [];
  for (let period = first.period; period <= last.period && shown.length < 240; period = nextPeriod(period)) {
    shown.push(byPeriod.get(period) ?? { period, amount: 0, status: null });
  }
  // Twelve months with a payment may span more with a gap: the chart keeps the last twelve calendar months.
  return shown.slice(-12);
}

/**
 * The last twelve months' payments as a small bar chart of our own (no chart library: the payments tab is a lazy
 * screen, but every kilobyte counts on a phone). The SVG is one image with a name and a description that say what it
 * shows; the same figures follow as a table, the alternative for anyone who would rather read (or cannot see the
 * bars). Bars are laid out in percentages of the width so the text keeps its size on a phone; time runs from the
 * inline start (left to right in English, right to left in Arabic) and the amounts' axis stands on the inline-start
 * side, in HTML beside the drawing. A failed month is hatched, not only red; a month without a payment has no bar and
 * says so in the table.
 */
export function PaymentsChart({
  months: given,
  title,
  amountLabel,
  testId = 'payments-chart',
}: {
  /** Oldest first, as the summaries answer. */
  months: readonly ChartMonth[];
  title: string;
  /** The column name of the amount in the table ("Paid", "Your share"). */
  amountLabel: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { language, dir } = useLanguage();
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const patternId = `${id}-failed`;
  const months = everyMonth(given);
  const count = months.length;
  const first = months[0];
  const last = months[count - 1];
  if (!first || !last) return <p data-testid={`${testId}-empty`}>{t('payments.chart.empty')}</p>;

  const max = niceMax(Math.max(...months.map((month) => month.amount)));
  const slot = 100 / count;
  const xOf = (index: number) => (dir === 'rtl' ? count - 1 - index : index) * slot;
  const yOf = (amount: number) => top + plot - (Math.max(amount, 0) / max) * plot;
  const highest = months.reduce((best, month) => (month.amount > best.amount ? month : best), first);
  const description = t('payments.chart.description', {
    from: formatPeriod(first.period, language),
    to: formatPeriod(last.period, language),
    highest: formatMoney(highest.amount, language),
    highestMonth: formatPeriod(highest.period, language),
    latest: formatMoney(last.amount, language),
  });
  const ticks = [0, max / 2, max];
  const statusWord = (status: PaymentStatus | null) => (status ? t(`cycle.paymentStatus.${status}`) : t('payments.chart.noPayment'));
  const columns: DataColumn<ShownMonth>[] = [
    { key: 'period', header: t('payments.chart.month'), cell: (row) => <PeriodText period={row.period} /> },
    { key: 'amount', header: amountLabel, cell: (row) => <MoneyText halalas={row.amount} /> },
    {
      key: 'status',
      header: t('payments.chart.status'),
      cell: (row) => (row.status ? <PaymentStatusBadge status={row.status} /> : statusWord(null)),
    },
  ];

  return (
    <figure className={classes.figure} data-testid={testId}>
      <div className={classes.plotRow}>
        <div className={classes.axis} style={{ blockSize: height }} aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick} className={classes.tick} style={{ insetBlockStart: yOf(tick) }}>
              {formatMoney(tick, language, { whole: true })}
            </span>
          ))}
        </div>
        <svg className={classes.chart} width="100%" height={height} role="img" aria-labelledby={`${titleId} ${descId}`}>
          <title id={titleId}>{title}</title>
          <desc id={descId}>{description}</desc>
          <defs>
            <pattern id={patternId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="6" height="6" className={classes.failedBack} />
              <line x1="0" y1="0" x2="0" y2="6" className={classes.failedLine} />
            </pattern>
          </defs>
          {ticks.map((tick) => (
            <line key={tick} x1="0" x2="100%" y1={yOf(tick)} y2={yOf(tick)} className={classes.grid} />
          ))}
          {months.map((month, index) => {
            const x = xOf(index);
            const y = yOf(month.amount);
            return (
              <g key={month.period} data-testid={`${testId}-bar`}>
                <title>{`${formatPeriod(month.period, language)}: ${formatMoney(month.amount, language)} (${statusWord(month.status)})`}</title>
                {month.amount > 0 ? (
                  <rect
                    x={`${x + slot * 0.18}%`}
                    width={`${slot * 0.64}%`}
                    y={y}
                    height={Math.max(top + plot - y, 1)}
                    rx="2"
                    className={month.status === 'PAID' ? classes.bar : month.status === 'FAILED' ? undefined : classes.scheduled}
                    fill={month.status === 'FAILED' ? `url(#${patternId})` : undefined}
                  />
                ) : null}
                <text
                  x={`${x + slot / 2}%`}
                  y={height - 8}
                  textAnchor="middle"
                  className={`${classes.label} ${index % 2 === (count - 1) % 2 ? '' : classes.skippable}`}
                >
                  {formatPeriodShort(month.period, language)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className={classes.legend}>
        <span className={classes.key}>
          <span className={`${classes.swatch} ${classes.swatchPaid}`} aria-hidden="true" />
          {t('cycle.paymentStatus.PAID')}
        </span>
        <span className={classes.key}>
          <span className={`${classes.swatch} ${classes.swatchScheduled}`} aria-hidden="true" />
          {t('cycle.paymentStatus.SCHEDULED')}
        </span>
        <span className={classes.key}>
          <span className={`${classes.swatch} ${classes.swatchFailed}`} aria-hidden="true" />
          {t('cycle.paymentStatus.FAILED')}
        </span>
      </figcaption>
      <details className={classes.details}>
        <summary>{t('payments.chart.asTable')}</summary>
        <DataTable
          caption={title}
          columns={columns}
          rows={months}
          rowKey={(row) => row.period}
          empty={t('payments.chart.empty')}
          testId={`${testId}-table`}
          stacked={false}
        />
      </details>
    </figure>
  );
}
