import { paymentCodeAppealReasons, type Language } from '@sanad/contract';
import type { TFunction } from '../../../lib/i18n.tsx';
import { lookupName } from '../../../lib/lookups.ts';

/** A reason appealed against in words: a payment reason (spec §5) from the translations, else the reason lookup. */
export function appealReasonName(code: string, t: TFunction, language: Language): string {
  if ((paymentCodeAppealReasons as readonly string[]).includes(code)) return t(`appeals.paymentReason.${code.replace('.', '_')}`);
  return lookupName('ineligibilityReason', code, language);
}
