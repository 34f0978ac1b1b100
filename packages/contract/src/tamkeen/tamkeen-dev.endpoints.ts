import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { ninSchema } from '../common/fields.ts';
import { ableToWorkTabsStatusSchema } from './tamkeen-profile.schemas.ts';

export const tamkeenVerifyParamsSchema = z.object({ nin: ninSchema });

/**
 * Demo mode only (never in production, where every /api/dev/* is 404): a case worker verifies a COMPLETED able-to-work
 * profile (75002 → 75003), until the back office has screens.
 */
export const devTamkeen = {
  verifyProfile: defineEndpoint({
    method: 'POST',
    path: '/api/dev/tamkeen/{nin}/verify',
    summary: 'Demo mode: a case worker verifies the COMPLETED able-to-work profile of person {nin}',
    access: 'public',
    params: tamkeenVerifyParamsSchema,
    response: ableToWorkTabsStatusSchema,
  }),
};
