import { z } from 'zod';

/** One entry of a lookup list: a stable code with its Arabic and English names. */
export const lookupItemSchema = z.object({
  code: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  /** The code of the item this one belongs to (a city's region, a sub-category's category). */
  parentCode: z.string().nullable(),
});
export type LookupItem = z.infer<typeof lookupItemSchema>;

/**
 * The lookup groups of spec §3 (plus regions, cities and the other reference lists the forms need),
 * as returned together by GET /api/lookup.
 */
export const lookupGroups = [
  'socialStatus',
  'relationship',
  'bankName',
  'paymentStatus',
  'applicationStatus',
  'complaintCategory',
  'sspOffices',
  'letters',
  'disability',
  'professionSkills',
  'majors',
  'skillsRate',
  'qualificationFit',
  'opportunityType',
  'regions',
  'cities',
  'gender',
  'nationality',
  'educationLevel',
  'houseOwnership',
  'incomeSource',
  'propertyType',
  'laborStatus',
  'documentType',
  'licenseType',
  'ineligibilityReason',
  'appealStatus',
  'ticketStatus',
  'visitStatus',
] as const;
export const lookupGroupSchema = z.enum(lookupGroups);
export type LookupGroup = z.infer<typeof lookupGroupSchema>;

export const lookupListSchema = z.array(lookupItemSchema);
export const allLookupsSchema = z.record(lookupGroupSchema, lookupListSchema);
export type AllLookups = z.infer<typeof allLookupsSchema>;
