import type {
  TamkeenAppointmentFilter,
  TamkeenAppointmentSaveInput,
  TamkeenAppointmentStatusActionInput,
  TamkeenEvaluatePartnerInput,
  TamkeenPlanActionInput,
} from '@sanad/contract';
import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { endpointQuery, inLanguage, invalidate, useQuery } from '../../../lib/server-state.ts';

/**
 * Tamkeen's plan, appointments and partner evaluation (decision 072): the person's own. Answers name partners and
 * steps in the caller's language, so reads are keyed by the UI language too.
 */
const plan = routes.tamkeenPlan;
const appointment = routes.tamkeenAppointment;
const evaluation = routes.tamkeenEvaluation;

/** Appointments a page. */
export const appointmentsPageSize = 10;

export function usePlans(enabled = true) {
  const { language } = useLanguage();
  return useQuery(enabled ? inLanguage(endpointQuery(plan.planLoad), language) : null);
}

export function usePlanDetails(id: string | null) {
  const { language } = useLanguage();
  return useQuery(id ? inLanguage(endpointQuery(plan.planLoadDetails, { params: { id } }), language) : null);
}

/** Accepts a step or marks it done; the plan is read again. */
export async function planAction(body: TamkeenPlanActionInput) {
  const changed = await callApi(plan.planAction, { body });
  await Promise.all([invalidate(plan.planLoad), invalidate(plan.planLoadDetails)]);
  return changed;
}

/** The plan report's PDF (the active plan's unless one is named). */
export const planReport = (planId?: string): Promise<Blob> => callApi(plan.generatePlanReport, { body: planId ? { planId } : {} });

/** The person's appointments a page at a time, filtered when a filter is given (null: not asked). */
export function useAppointments(enabled: boolean, page: number, filter: TamkeenAppointmentFilter | null, pageSize = appointmentsPageSize) {
  const { language } = useLanguage();
  const params = { a: String(page), b: String(pageSize) };
  const query = filter
    ? endpointQuery(appointment.appointmentLoadByFilter, { params, body: filter })
    : endpointQuery(appointment.appointmentLoad, { params });
  return useQuery(enabled ? inLanguage(query, language) : null);
}

export function useAppointmentDetails(id: string | null) {
  const { language } = useLanguage();
  return useQuery(id ? inLanguage(endpointQuery(appointment.appointmentLoadDetails, { params: { id } }), language) : null);
}

async function appointmentsChanged(): Promise<void> {
  await Promise.all([
    invalidate(appointment.appointmentLoad),
    invalidate(appointment.appointmentLoadByFilter),
    invalidate(appointment.appointmentLoadDetails),
  ]);
}

/** Confirms or cancels an appointment; the appointments are read again. */
export async function appointmentStatusAction(body: TamkeenAppointmentStatusActionInput) {
  const changed = await callApi(appointment.appointmentStatusAction, { body });
  await appointmentsChanged();
  return changed;
}

/** Asks for a new time; the appointments are read again. */
export async function askNewTime(body: TamkeenAppointmentSaveInput) {
  const changed = await callApi(appointment.appointmentSave, { body });
  await appointmentsChanged();
  return changed;
}

export function usePartnersMet() {
  const { language } = useLanguage();
  return useQuery(inLanguage(endpointQuery(evaluation.listPartners), language));
}

/** Rates a partner; the list is read again. */
export async function evaluatePartner(body: TamkeenEvaluatePartnerInput) {
  const rated = await callApi(evaluation.evaluatePartner, { body });
  await invalidate(evaluation.listPartners);
  return rated;
}
