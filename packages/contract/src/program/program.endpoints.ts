import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { programSummarySchema } from './program.schemas.ts';

export const program = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/programs/list',
    summary: 'Support programs offered by the portal',
    access: 'public',
    response: z.array(programSummarySchema),
    cacheable: true,
  }),
};
