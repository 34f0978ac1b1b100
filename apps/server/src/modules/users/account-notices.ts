/**
 * Texts of the account notices sent by SMS, in both languages (the phone's language is unknown). They carry no code
 * and no link: a notice only tells the owner, who acts through the portal or support.
 */

/** To the old mobile after the account's number changed: an owner whose session was stolen learns of it at once. */
export const mobileChangedNotice = (maskedNewMobile: string): string =>
  `سند: تغيّر رقم الجوال المرتبط بحسابك إلى ${maskedNewMobile}. إن لم تقم بذلك فتواصل معنا فوراً.\n` +
  `Sanad: the mobile number of your account was changed to ${maskedNewMobile}. If this was not you, contact us at once.`;
