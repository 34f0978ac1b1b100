import { maxHalalas } from '@sanad/contract';
import type { TFunction } from '../../../lib/i18n.tsx';
import { parseRiyals } from '../../../lib/money.ts';

/**
 * What is wrong with an amount typed in riyals, in words about riyals (the contract's own messages count halalas), or
 * undefined when it is a valid amount. `positive` refuses zero.
 */
export function riyalsError(text: string, t: TFunction, { positive = false } = {}): string | undefined {
  if (text.trim() === '') return t('profile.money.required');
  const halalas = parseRiyals(text);
  if (halalas === null) return t('profile.money.invalid');
  if (positive && halalas === 0) return t('profile.money.positive');
  if (halalas > maxHalalas) return t('profile.money.tooBig');
  return undefined;
}
