import { formatMoney } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language-context.tsx';
import classes from './money-text.module.css';

/**
 * An amount of integer halalas in riyals (lib/format `formatMoney`), kept as one unbroken run so a narrow cell never
 * splits the figure from its currency.
 */
export function MoneyText({ halalas, testId }: { halalas: number; testId?: string }) {
  const { language } = useLanguage();
  return (
    <bdi className={classes.money} data-testid={testId}>
      {formatMoney(halalas, language)}
    </bdi>
  );
}
