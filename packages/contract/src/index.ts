import type { EndpointConfig } from './common/define-endpoint.ts';
import { application } from './application/application.endpoints.ts';
import { applicationSelection } from './application/application-selection.endpoints.ts';
import { config } from './config/config.endpoints.ts';
import { applicationDocuments, attachment } from './attachment/attachment.endpoints.ts';
import { auth } from './identity/auth.endpoints.ts';
import { dependentRelation } from './identity/dependent-relation.endpoints.ts';
import { dev } from './identity/dev.endpoints.ts';
import { registration } from './identity/registration.endpoints.ts';
import { users } from './identity/users.endpoints.ts';
import { household } from './household/household.endpoints.ts';
import { lookup } from './lookup/lookup.endpoints.ts';
import { ops } from './ops/ops.endpoints.ts';
import { program } from './program/program.endpoints.ts';
import { profile } from './profile/profile.endpoints.ts';
import { ramadan } from './ramadan/ramadan.endpoints.ts';
import { eligibility } from './eligibility/eligibility.endpoints.ts';
import { calculator } from './eligibility/eligibility-calculator.endpoints.ts';
import { payment } from './payment/payment.endpoints.ts';
import { historyData } from './history/history.endpoints.ts';
import { appeal } from './appeal/appeal.endpoints.ts';
import { devAppeal } from './appeal/appeal-dev.endpoints.ts';
import { complaint } from './complaint/complaint.endpoints.ts';
import { devComplaint } from './complaint/complaint-dev.endpoints.ts';
import { ticket } from './ticket/ticket.endpoints.ts';
import { devTicket } from './ticket/ticket-dev.endpoints.ts';
import { letter } from './letter/letter.endpoints.ts';
import { visit } from './visit/visit.endpoints.ts';
import { devVisit } from './visit/visit-dev.endpoints.ts';
import { tamkeenProfile } from './tamkeen/tamkeen-profile.endpoints.ts';
import { devTamkeen } from './tamkeen/tamkeen-dev.endpoints.ts';
import { devTamkeenTrack, tamkeenTrack } from './tamkeen/tamkeen-track.endpoints.ts';
import { devTamkeenPlan, tamkeenAppointment, tamkeenEvaluation, tamkeenPlan } from './tamkeen/tamkeen-plan.endpoints.ts';
import { tamkeenOpportunity } from './tamkeen/tamkeen-opportunity.endpoints.ts';
import { devTamkeenOpportunity } from './tamkeen/tamkeen-opportunity-dev.endpoints.ts';

export * from './common/dates.ts';
export * from './common/define-endpoint.ts';
export * from './common/digits.ts';
export * from './common/error.ts';
export * from './common/error-shape.ts';
export * from './common/error-codes.ts';
export * from './common/languages.ts';
export * from './common/period-name.ts';
export * from './common/service-clock.ts';
export * from './common/language.schemas.ts';
export * from './common/fields.ts';
export * from './common/identity-values.ts';
export * from './common/hijri.ts';
export * from './common/iban.ts';
export * from './common/route-ref.ts';
export * from './common/session.ts';
export * from './common/validation-messages.ts';
export * from './common/zod-issues.ts';
export * from './codes.ts';
export * from './config/config.schemas.ts';
export * from './lookup/lookup.schemas.ts';
export * from './program/program.schemas.ts';
export * from './program/program-form.schemas.ts';
export * from './program/program-form-rules.ts';
export * from './ramadan/ramadan.schemas.ts';
export * from './eligibility/eligibility-trace.schemas.ts';
export * from './eligibility/eligibility.schemas.ts';
export * from './eligibility/eligibility-calculator.schemas.ts';
export * from './payment/payment.schemas.ts';
export * from './history/history.schemas.ts';
export * from './appeal/appeal.schemas.ts';
export * from './appeal/appeal-rules.ts';
export * from './appeal/appeal-dev.endpoints.ts';
export * from './complaint/complaint.schemas.ts';
export * from './complaint/complaint-dev.endpoints.ts';
export * from './ticket/ticket.schemas.ts';
export * from './ticket/ticket-dev.endpoints.ts';
export * from './letter/letter.schemas.ts';
export * from './visit/visit.schemas.ts';
export * from './visit/visit-dev.endpoints.ts';
export * from './tamkeen/tamkeen-profile.schemas.ts';
export * from './tamkeen/tamkeen-profile-rules.ts';
export * from './tamkeen/tamkeen-dev.endpoints.ts';
export * from './tamkeen/tamkeen-track.schemas.ts';
export * from './tamkeen/tamkeen-plan.schemas.ts';
export * from './tamkeen/tamkeen-opportunity.schemas.ts';
export * from './tamkeen/tamkeen-opportunity-dev.endpoints.ts';
export * from './common/pagination.ts';
export * from './cycle/cycle.schemas.ts';
export * from './identity/identity.schemas.ts';
export * from './identity/dependent-relation.schemas.ts';
export * from './household/household.schemas.ts';
export * from './application/application.schemas.ts';
export * from './attachment/attachment.schemas.ts';
export * from './application/application-selection.schemas.ts';
export * from './profile/profile.schemas.ts';
export * from './profile/profile-rules.ts';
export { accountSummarySchema } from './identity/users.endpoints.ts';
export { outboxMessageSchema, emailMessageSchema, demoAccountInputSchema, type DemoAccountInput } from './identity/dev.endpoints.ts';

/** The whole API, grouped by domain. Every server route and every web call goes through one of these entries. */
export const contract = {
  ops,
  config,
  lookup,
  program,
  auth,
  registration,
  users,
  dependentRelation,
  household,
  profile,
  application,
  applicationSelection,
  ramadan,
  attachment,
  applicationDocuments,
  eligibility,
  calculator,
  payment,
  historyData,
  appeal,
  complaint,
  ticket,
  letter,
  dev,
  devAppeal,
  devComplaint,
  devTicket,
  visit,
  devVisit,
  tamkeenProfile,
  devTamkeen,
  tamkeenTrack,
  devTamkeenTrack,
  tamkeenPlan,
  tamkeenAppointment,
  tamkeenEvaluation,
  devTamkeenPlan,
  tamkeenOpportunity,
  devTamkeenOpportunity,
};
export type Contract = typeof contract;

/** Every endpoint of the contract as a flat list (for the OpenAPI document and coverage tests). */
export function allEndpoints(): EndpointConfig[] {
  return Object.values(contract).flatMap((group) => Object.values(group) as EndpointConfig[]);
}
