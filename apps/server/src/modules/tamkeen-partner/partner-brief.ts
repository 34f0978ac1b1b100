import type { Language, TamkeenPartnerBrief, TamkeenPartnerKind } from '@sanad/contract';

/** A partner's columns every tamkeen read joins. */
export interface PartnerColumns {
  id: string;
  code: string;
  nameAr: string;
  nameEn: string;
  kind: TamkeenPartnerKind;
}

/** The partner as the beneficiary sees it, named in their language. */
export function partnerBrief(partner: PartnerColumns, language: Language): TamkeenPartnerBrief {
  return { id: partner.id, code: partner.code, name: language === 'ar' ? partner.nameAr : partner.nameEn, kind: partner.kind };
}
