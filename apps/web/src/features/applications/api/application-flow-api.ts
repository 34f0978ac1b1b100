import type { ApplicationDetails, ProgramFormAnswers, SelectHouseDependents } from '@sanad/contract';
import { programType } from '@sanad/contract/client';
import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';
import { invalidate, useEndpoint, type BodyOf } from '../../../lib/server-state.ts';

/**
 * The SSP flow's and the application page's calls (ARCHITECTURE rule 16): the reads its steps show and the writes
 * they send, nothing else. The list reads of the applications screens live in applications-api.ts.
 */

/** The SSP program's id in paths (spec §4: SSP is 3001). */
export const sspProgramId = String(programType.SSP);

// ---- Before the flow: an application already open, or what blocks a new one ----

/** The caller's open SSP application, or null. */
export const useOpenApplication = (enabled: boolean) => useEndpoint(routes.application.loadForProgramApplication, undefined, { enabled });

// What blocks a new one is components/apply-check.ts (`useApplyCheck`), the read /programs shares.

// ---- Step 1: the program's dynamic form ----

/** The SSP form's field definitions, in display order. */
export const useProgramForm = () => useEndpoint(routes.program.loadForm, { params: { programId: sspProgramId } });

/** An application with its answers, state, open document request and timeline (null id: nothing to read). */
export const useApplicationDetails = (id: string | null) =>
  useEndpoint(routes.application.loadDetails, { params: { id: id ?? '' } }, { enabled: id !== null });

/**
 * Saves the answers: creates the draft (applicationId null) or changes a draft's answers. Answers the application.
 * No separate form submit (POST programs/form/submit) follows: the save checks the answers with the program's rules
 * and stores them as the applicant's submission of the program's form in its own transaction, so a second call would
 * only repeat it (and fail for a program without fields).
 */
export async function saveAnswers(applicationId: string | null, formAnswers: ProgramFormAnswers): Promise<ApplicationDetails> {
  const details = await callApi(routes.application.saveDetails, { body: { applicationId, formAnswers } });
  await invalidate(routes.application);
  return details;
}

// ---- Step 2: houses ----

/** Every live house of the applicant, each saying whether the application counts it. */
export const useSelectableHouses = (applicationId: string) =>
  useEndpoint(routes.applicationSelection.loadSelectedHouses, { params: { id: applicationId } });

/** Counts a house in the draft, or stops counting it (and its dependents). */
export async function selectHouse(applicationId: string, houseId: string, selected: boolean): Promise<void> {
  await callApi(routes.applicationSelection.selectHouses, { params: { a: applicationId, b: houseId }, body: { selected } });
  await invalidate(routes.applicationSelection);
}

// ---- Step 3: dependents per house ----

/** Each selected house with every dependent living in it: selected, selectable, and why not. */
export const useHousesDependents = (applicationId: string, enabled = true) =>
  useEndpoint(routes.applicationSelection.loadSelectedHousesDependents, { params: { id: applicationId } }, { enabled });

/** The whole list of the dependents the draft counts in one of its houses. */
export async function selectDependents(applicationId: string, houseId: string, body: SelectHouseDependents): Promise<void> {
  await callApi(routes.applicationSelection.selectHousesDependents, { params: { a: applicationId, b: houseId }, body });
  await invalidate(routes.applicationSelection);
}

// ---- Step 4: documents ----

/** The documents of an application. */
export const useApplicationDocuments = (applicationId: string) =>
  useEndpoint(routes.applicationDocuments.loadDocuments, { params: { id: applicationId } });

/** Asks the documents again (after an upload). */
export const reloadDocuments = () => invalidate(routes.applicationDocuments);

/** Detaches a document from the application (the file stays among the applicant's attachments). */
export async function removeDocument(applicationId: string, attachmentId: string): Promise<void> {
  await callApi(routes.applicationDocuments.deleteDocuments, { params: { id: applicationId }, body: { attachmentIds: [attachmentId] } });
  await reloadDocuments();
}

// ---- Step 5: review and submit ----

/** Where the application's money goes (masked), and whether the bank verified it. */
export const useUserIban = () => useEndpoint(routes.application.loadUserIban);

/**
 * Sends the draft once: `idempotencyKey` is made once per visit of the review, so a retry after a lost answer is
 * answered with the first result instead of a second submission.
 */
export async function submitApplication(applicationId: string, idempotencyKey: string) {
  const summary = await callApi(routes.application.submit, { body: { applicationId } }, { headers: { 'Idempotency-Key': idempotencyKey } });
  await invalidate(routes.application);
  return summary;
}

// ---- The application page's actions ----

const afterAction = async () => {
  await Promise.all([invalidate(routes.application), invalidate(routes.applicationSelection), invalidate(routes.applicationDocuments)]);
};

export async function cancelSubmit(applicationId: string): Promise<void> {
  await callApi(routes.application.cancelSubmit, { params: { id: applicationId } });
  await afterAction();
}

export async function withdrawApplication(body: BodyOf<typeof routes.application.withdraw>): Promise<void> {
  await callApi(routes.application.withdraw, { body });
  await afterAction();
}

/**
 * The ban that follows a withdrawal: whether it holds, until when, and the days left (read on the page of a withdrawn
 * application; a withdrawal asks it again with the rest of the application's reads).
 */
export const useBanPeriod = () => useEndpoint(routes.application.remainingBanPeriod);

export async function resumePayment(applicationId: string): Promise<void> {
  await callApi(routes.application.resumePayment, { body: { applicationId, confirmed: true } });
  await afterAction();
}

/** Sends the documents added for the open request for documents, which closes it. */
export async function submitEdit(applicationId: string): Promise<void> {
  await callApi(routes.applicationDocuments.submitEdit, { body: { applicationId } });
  await afterAction();
}

/** The four manual-reapply variants of spec §4, each a new study in the next cycle. */
export type ReapplyRequest =
  | { kind: 'APPLICATION'; applicationId: string; reason: string }
  | { kind: 'INELIGIBLE_HOUSE' | 'DECLINED_HOUSE'; applicationId: string; houseId: string; reason: string }
  | { kind: 'INELIGIBLE_DEPENDENT'; applicationId: string; dependentId: string; reason: string };

export async function manualReapply(request: ReapplyRequest): Promise<void> {
  switch (request.kind) {
    case 'APPLICATION':
      await callApi(routes.applicationSelection.manualReapply, { body: { applicationId: request.applicationId, reason: request.reason } });
      break;
    case 'INELIGIBLE_HOUSE':
    case 'DECLINED_HOUSE': {
      const body = { applicationId: request.applicationId, houseId: request.houseId, reason: request.reason };
      if (request.kind === 'INELIGIBLE_HOUSE') await callApi(routes.applicationSelection.ineligibleHouseManualReapply, { body });
      else await callApi(routes.applicationSelection.declinedHouseManualReapply, { body });
      break;
    }
    case 'INELIGIBLE_DEPENDENT':
      await callApi(routes.applicationSelection.ineligibleDependentManualReapply, {
        body: { applicationId: request.applicationId, dependentId: request.dependentId, reason: request.reason },
      });
      break;
  }
  await afterAction();
}
