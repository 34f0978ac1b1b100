import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import {
  ableToWorkProfileStatusSchema,
  ableToWorkTabsStatusSchema,
  tamkeenClassificationSchema,
  tamkeenCvInputSchema,
  tamkeenCvSchema,
  tamkeenEducationTabSchema,
  tamkeenExperienceTabSchema,
  tamkeenSkillsTabSchema,
  tamkeenSummaryInputSchema,
  tamkeenTrackTypesSchema,
  tamkeenTrainingTabSchema,
  tamkeenVolunteerTabSchema,
} from './tamkeen-profile.schemas.ts';
import { tamkeenPeople } from './tamkeen-access.ts';

function listTab<const N extends string, S extends z.ZodType>(name: N, label: string, schema: S) {
  return {
    load: defineEndpoint({
      method: 'GET',
      path: `/api/tamkeen/${name}/load`,
      summary: `The caller's ${label} entries (or that they have none)`,
      access: tamkeenPeople,
      response: schema,
    }),
    save: defineEndpoint({
      method: 'POST',
      path: `/api/tamkeen/${name}/save`,
      summary: `Replace the caller's ${label} entries; answers the six tabs' flags and the profile status`,
      access: tamkeenPeople,
      body: schema,
      response: ableToWorkTabsStatusSchema,
    }),
  };
}

const education = listTab('education', 'education', tamkeenEducationTabSchema);
const experience = listTab('experience', 'work experience', tamkeenExperienceTabSchema);
const skills = listTab('skills', 'skills', tamkeenSkillsTabSchema);
const training = listTab('training', 'training', tamkeenTrainingTabSchema);
const volunteer = listTab('volunteer-experience', 'volunteer experience', tamkeenVolunteerTabSchema);

/**
 * Tamkeen's classification, track types and able-to-work profile (spec §7 group `tamkeen`; decisions 067, 070).
 * Other parts of the group (opportunities, plan, appointments, evaluation, change-track) come with their modules.
 */
export const tamkeenProfile = {
  classificationLoad: defineEndpoint({
    method: 'GET',
    path: '/api/tamkeen/classification/load',
    summary: "The caller's tamkeen classification and track, made from the unified profile at the first read",
    access: tamkeenPeople,
    response: tamkeenClassificationSchema,
  }),
  trackLoadType: defineEndpoint({
    method: 'GET',
    path: '/api/tamkeen/track/load-type',
    summary: "The four tracks, each with whether the caller's classification allows it, and the current one",
    access: tamkeenPeople,
    response: tamkeenTrackTypesSchema,
  }),
  loadTabsSts: defineEndpoint({
    method: 'GET',
    path: '/api/tamkeen/able-to-work-profile/load-tabs-sts',
    summary: 'Whether each of the six able-to-work tabs is done, and the profile status',
    access: tamkeenPeople,
    response: ableToWorkTabsStatusSchema,
  }),
  loadProfileSts: defineEndpoint({
    method: 'GET',
    path: '/api/tamkeen/able-to-work-profile/load-profile-sts',
    summary: 'The able-to-work profile status (INITIATED 75001, COMPLETED 75002, VERIFIED 75003) and the summary',
    access: tamkeenPeople,
    response: ableToWorkProfileStatusSchema,
  }),
  educationLoad: education.load,
  educationSave: education.save,
  experienceLoad: experience.load,
  experienceSave: experience.save,
  skillsLoad: skills.load,
  skillsSave: skills.save,
  trainingLoad: training.load,
  trainingSave: training.save,
  volunteerExperienceLoad: volunteer.load,
  volunteerExperienceSave: volunteer.save,
  cvAttachmentLoad: defineEndpoint({
    method: 'GET',
    path: '/api/tamkeen/cv-attachment/load',
    summary: "The caller's CV: an uploaded attachment of type CV, the generated CV, or none yet",
    access: tamkeenPeople,
    response: tamkeenCvSchema,
  }),
  cvAttachmentSave: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/cv-attachment/save',
    summary: 'Choose the CV: an uploaded attachment of type CV of the caller (by id), the generated CV, or neither',
    access: tamkeenPeople,
    body: tamkeenCvInputSchema,
    response: ableToWorkTabsStatusSchema,
  }),
  cvAttachmentGenerateCv: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/cv-attachment/generate-cv',
    summary: "The caller's CV built from the able-to-work profile: a PDF in Arabic and English (nothing is stored)",
    access: tamkeenPeople,
    response: z.unknown(),
    responseKind: 'binary',
  }),
  summarySave: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/summary/save',
    summary: "Write the caller's summary the first time (409 when one exists)",
    access: tamkeenPeople,
    body: tamkeenSummaryInputSchema,
    response: ableToWorkProfileStatusSchema,
  }),
  summaryEdit: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/summary/edit',
    summary: "Change the caller's summary (404 when none was written)",
    access: tamkeenPeople,
    body: tamkeenSummaryInputSchema,
    response: ableToWorkProfileStatusSchema,
  }),
};
