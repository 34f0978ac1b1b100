import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { RouteLimit } from '../../plugins/rate-limit.ts';
import { replyWithFile } from '../attachment/download-reply.ts';
import type { TamkeenProfileService } from './tamkeen-profile.service.ts';

/** CVs one person builds: each is a PDF made on the spot (the letters' limit). */
export const generateCvLimit: RouteLimit = { bucket: 'generate-cv:account', max: 30, windowMs: 60 * 60_000, key: 'account' };

/** Tamkeen's classification, track types and able-to-work profile (spec §7 group `tamkeen`; decisions 067, 070). */
export async function tamkeenProfileRoutes(app: FastifyInstance, { tamkeenProfile: s }: { tamkeenProfile: TamkeenProfileService }) {
  const e = contract.tamkeenProfile;
  registerEndpoint(app, e.classificationLoad, ({ request }) => s.classificationLoad(requirePrincipal(request)));
  registerEndpoint(app, e.trackLoadType, ({ request }) => s.trackLoadType(requirePrincipal(request)));
  registerEndpoint(app, e.loadTabsSts, ({ request }) => s.loadTabsSts(requirePrincipal(request)));
  registerEndpoint(app, e.loadProfileSts, ({ request }) => s.loadProfileSts(requirePrincipal(request)));
  registerEndpoint(app, e.educationLoad, ({ request }) => s.loadTab(requirePrincipal(request), 'education'));
  registerEndpoint(app, e.educationSave, ({ body, ctx, request }) => s.saveTab(requirePrincipal(request), 'education', body, ctx));
  registerEndpoint(app, e.experienceLoad, ({ request }) => s.loadTab(requirePrincipal(request), 'experience'));
  registerEndpoint(app, e.experienceSave, ({ body, ctx, request }) => s.saveTab(requirePrincipal(request), 'experience', body, ctx));
  registerEndpoint(app, e.skillsLoad, ({ request }) => s.loadTab(requirePrincipal(request), 'skills'));
  registerEndpoint(app, e.skillsSave, ({ body, ctx, request }) => s.saveTab(requirePrincipal(request), 'skills', body, ctx));
  registerEndpoint(app, e.trainingLoad, ({ request }) => s.loadTab(requirePrincipal(request), 'training'));
  registerEndpoint(app, e.trainingSave, ({ body, ctx, request }) => s.saveTab(requirePrincipal(request), 'training', body, ctx));
  registerEndpoint(app, e.volunteerExperienceLoad, ({ request }) => s.loadTab(requirePrincipal(request), 'volunteerExperience'));
  registerEndpoint(app, e.volunteerExperienceSave, ({ body, ctx, request }) =>
    s.saveTab(requirePrincipal(request), 'volunteerExperience', body, ctx),
  );
  registerEndpoint(app, e.cvAttachmentLoad, ({ request }) => s.cvLoad(requirePrincipal(request)));
  registerEndpoint(app, e.cvAttachmentSave, ({ body, ctx, request }) => s.cvSave(requirePrincipal(request), body, ctx));
  registerEndpoint(
    app,
    e.cvAttachmentGenerateCv,
    async ({ request, reply }) => {
      const { fileName, bytes } = await s.generateCv(requirePrincipal(request));
      // It names a person: never cached on the way.
      void reply.header('cache-control', 'no-store');
      return replyWithFile(reply, { fileName, sizeBytes: bytes.length, contentType: 'application/pdf', stream: Readable.from([bytes]) });
    },
    { limits: [generateCvLimit] },
  );
  registerEndpoint(app, e.summarySave, ({ body, ctx, request }) => s.summarySave(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.summaryEdit, ({ body, ctx, request }) => s.summaryEdit(requirePrincipal(request), body, ctx));
}
