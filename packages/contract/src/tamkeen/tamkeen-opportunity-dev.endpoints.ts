import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { entityIdSchema, ninSchema } from '../common/fields.ts';
import { devTamkeenOfferSchema, tamkeenOfferDetailsSchema } from './tamkeen-opportunity.schemas.ts';

export const devTamkeenOfferParamsSchema = z.object({ nin: ninSchema });
export const devTamkeenWithdrawParamsSchema = z.object({ id: entityIdSchema });

/**
 * Demo mode only (never in production, where every /api/dev/* is 404): a partner publishes an opportunity and offers
 * it to a person, or withdraws an open offer, until the back office has screens (decision 071).
 */
export const devTamkeenOpportunity = {
  offer: defineEndpoint({
    method: 'POST',
    path: '/api/dev/tamkeen/{nin}/offer',
    summary: 'Demo mode: a partner publishes an opportunity and offers it to person {nin}',
    access: 'public',
    params: devTamkeenOfferParamsSchema,
    body: devTamkeenOfferSchema,
    response: tamkeenOfferDetailsSchema,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/api/dev/tamkeen/offers/{id}/withdraw',
    summary: 'Demo mode: the partner withdraws open offer {id}',
    access: 'public',
    params: devTamkeenWithdrawParamsSchema,
    response: tamkeenOfferDetailsSchema,
  }),
};
