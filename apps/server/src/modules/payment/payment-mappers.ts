import {
  maskIban,
  type AdditionalPayment,
  type DependentPaymentShare,
  type Language,
  type PaymentDeduction,
  type PaymentRecord,
  type PaymentRefund,
  type Recovery,
} from '@sanad/contract';
import { toHouseBrief } from '../eligibility-history/eligibility-mappers.ts';
import type { DeductionRow, PaymentRepository, PaymentRow, ShareRow } from './payment.repository.ts';

/** Rows of the payment reads turned into the contract's shapes, messages in the caller's language (decision 058). */

const inLanguage = (language: Language, ar: string, en: string) => (language === 'ar' ? ar : en);

export function toDeduction(row: DeductionRow, language: Language): PaymentDeduction {
  return {
    id: row.id,
    recoveryId: row.recoveryId,
    reasonCode: row.reasonCode,
    amount: row.amount,
    message: inLanguage(language, row.messageAr, row.messageEn),
  };
}

export function toPaymentRecord(row: PaymentRow, deductions: readonly DeductionRow[], language: Language): PaymentRecord {
  return {
    id: row.id,
    code: row.code,
    period: row.period,
    programId: row.programId,
    cycleStatus: row.cycleStatus === 'PAID' ? 'PAID' : 'PUBLISHED',
    applicationId: row.applicationId,
    applicationNumber: row.applicationNumber,
    house: toHouseBrief(row),
    entitlement: row.entitlement,
    deductions: row.deductions,
    net: row.net,
    status: row.status,
    scheduledFor: row.scheduledFor,
    paidAt: row.paidAt?.toISOString() ?? null,
    failureReason: row.failureReason,
    iban: maskIban(row.iban),
    bankCode: row.bankCode,
    deductionItems: deductions.filter((deduction) => deduction.paymentId === row.id).map((deduction) => toDeduction(deduction, language)),
  };
}

type RecoveryRow = Awaited<ReturnType<PaymentRepository['recoveries']>>[number];

export function toRecovery(row: RecoveryRow, language: Language): Recovery {
  return {
    id: row.id,
    applicationId: row.applicationId,
    reasonCode: row.reasonCode,
    message: inLanguage(language, row.messageAr, row.messageEn),
    amount: row.amount,
    recovered: row.recovered,
    remaining: Math.max(row.amount - row.recovered, 0),
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

type AdditionalRow = Awaited<ReturnType<PaymentRepository['additionalPayments']>>[number];

export function toAdditionalPayment(row: AdditionalRow, language: Language): AdditionalPayment {
  return {
    id: row.id,
    code: row.code,
    applicationId: row.applicationId,
    period: row.period,
    amount: row.amount,
    reason: inLanguage(language, row.reasonAr, row.reasonEn),
    sourceType: row.sourceType,
    status: row.status,
    iban: maskIban(row.iban),
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

type RefundRow = Awaited<ReturnType<PaymentRepository['refunds']>>[number];

export function toRefund(row: RefundRow, language: Language): PaymentRefund {
  return {
    id: row.id,
    applicationId: row.applicationId,
    recoveryId: row.recoveryId,
    amount: row.amount,
    reference: row.reference,
    reason: inLanguage(language, row.reasonAr, row.reasonEn),
    refundedAt: row.refundedAt.toISOString(),
  };
}

export function toShare(row: ShareRow): DependentPaymentShare {
  return {
    paymentId: row.paymentId,
    paymentCode: row.paymentCode,
    period: row.period,
    programId: row.programId,
    applicationId: row.applicationId,
    applicationNumber: row.applicationNumber,
    applicant: { nameAr: row.applicantNameAr, nameEn: row.applicantNameEn },
    house: toHouseBrief(row),
    category: row.category,
    share: row.share,
    status: row.status,
    scheduledFor: row.scheduledFor,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
