import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { lookupListSchema } from '../lookup/lookup.schemas.ts';
import { appConfigSchema, caseListsSchema, crmConfigSchema, ticketCodeParams, translationParams } from './config.schemas.ts';

export const config = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/config',
    summary: 'Public configuration (maps key, languages, upload limits, contact)',
    access: 'public',
    response: appConfigSchema,
    cacheable: true,
  }),
  crm: defineEndpoint({
    method: 'GET',
    path: '/api/config/crm-config',
    summary: 'Ticket (CRM) settings and ticket types',
    access: 'public',
    response: crmConfigSchema,
    cacheable: true,
  }),
  ticketCategories: defineEndpoint({
    method: 'GET',
    path: '/api/config/ticket-categories/{id}',
    summary: 'Ticket categories of a ticket type (id = ticket type code)',
    access: 'public',
    params: ticketCodeParams,
    response: lookupListSchema,
    cacheable: true,
  }),
  ticketSubCategories: defineEndpoint({
    method: 'GET',
    path: '/api/config/ticket-sub-categories/{id}',
    summary: 'Sub-categories of a ticket category (id = category code)',
    access: 'public',
    params: ticketCodeParams,
    response: lookupListSchema,
    cacheable: true,
  }),
  caseLists: defineEndpoint({
    method: 'GET',
    path: '/api/config/load-all-status-and-category-list-cases',
    summary: 'All ticket statuses and categories, for filtering lists of cases',
    access: 'public',
    response: caseListsSchema,
    cacheable: true,
  }),
  translations: defineEndpoint({
    method: 'GET',
    path: '/assets/i18n/{lang}.json',
    summary: 'Translation file of one language; unknown languages are 404',
    access: 'public',
    params: translationParams,
    response: z.record(z.string(), z.unknown()),
    cacheable: true,
  }),
};
