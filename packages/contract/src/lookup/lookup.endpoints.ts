import { defineEndpoint } from '../common/define-endpoint.ts';
import { allLookupsSchema, lookupListSchema } from './lookup.schemas.ts';

const list = (path: string, summary: string) =>
  defineEndpoint({ method: 'GET', path, summary, access: 'public', response: lookupListSchema, cacheable: true });

/** Reference lists (spec §7 "Config and lookup"); cached by the browser in sessionStorage and by HTTP ETag. */
export const lookup = {
  all: defineEndpoint({
    method: 'GET',
    path: '/api/lookup',
    summary: 'Every lookup group, each item with code, Arabic and English names',
    access: 'public',
    response: allLookupsSchema,
    cacheable: true,
  }),
  sspOffices: list('/api/lookup/ssp_offices', 'Social-support offices'),
  letters: list('/api/lookup/letters', 'Letter types a beneficiary can request'),
  disability: list('/api/lookup/disability', 'Disability types'),
  professionSkills: list('/api/lookup/profession-skills', 'Profession skills'),
  majors: list('/api/lookup/majors', 'Study majors'),
};
