import { z } from 'zod';
import { birthDateSchema, digitsSchema, entityIdSchema, halalasSchema, lookupCodeSchema, ninSchema } from '../common/fields.ts';
import { latinDigits } from '../common/digits.ts';

/**
 * The Saudi national address (DOMAIN.md "house"): region and city from the lookups (the city must lie in the region),
 * district and street as written, the 4-digit building number, 5-digit postal code and 4-digit additional number, an
 * optional unit (apartment), and an optional map point inside the Kingdom. Optional values travel as null.
 */
export const nationalAddressShape = {
  regionCode: lookupCodeSchema,
  cityCode: lookupCodeSchema,
  district: z.string().trim().min(2).max(100),
  street: z.string().trim().min(2).max(100),
  buildingNumber: digitsSchema(/^\d{4}$/, 'building_number_format'),
  postalCode: digitsSchema(/^\d{5}$/, 'postal_code_format'),
  additionalNumber: digitsSchema(/^\d{4}$/, 'additional_number_format'),
  unitNumber: z
    .string()
    .trim()
    .overwrite(latinDigits)
    .regex(/^[0-9A-Za-z-]{1,10}$/, { message: 'unit_number_format' })
    .nullable(),
  /** Saudi Arabia lies between about 16° and 33° north and 34° and 56° east. */
  latitude: z.number().min(16, { message: 'location_outside_ksa' }).max(33, { message: 'location_outside_ksa' }).nullable(),
  longitude: z.number().min(34, { message: 'location_outside_ksa' }).max(56, { message: 'location_outside_ksa' }).nullable(),
};

/** A map point is both coordinates or neither. */
export function refineMapPoint(value: { latitude: number | null; longitude: number | null }, context: z.RefinementCtx): void {
  if ((value.latitude === null) !== (value.longitude === null)) {
    context.addIssue({ code: 'custom', message: 'location_incomplete', path: [value.latitude === null ? 'latitude' : 'longitude'] });
  }
}

export const nationalAddressSchema = z.object(nationalAddressShape).superRefine(refineMapPoint);
export type NationalAddress = z.infer<typeof nationalAddressSchema>;

/** How the household holds a house (lookup `houseOwnership`); rent applies to RENTED only. */
export const rentedOwnershipCode = 'RENTED';

const houseInputShape = {
  ...nationalAddressShape,
  /** A name the applicant gives the house when they have several ("the family house"). */
  label: z.string().trim().min(1).max(60).nullable(),
  ownership: lookupCodeSchema,
  /** Yearly rent in halalas: required above zero for a rented house, null otherwise. */
  yearlyRent: halalasSchema.nullable(),
};

/** What the applicant enters for a house (create, and validate-create-house before it). */
export const houseInputSchema = z.object(houseInputShape).superRefine(refineMapPoint);
export type HouseInput = z.infer<typeof houseInputSchema>;

export const houseUpdateSchema = z.object({ id: entityIdSchema, ...houseInputShape }).superRefine(refineMapPoint);
export type HouseUpdate = z.infer<typeof houseUpdateSchema>;

/** One of the applicant's houses named by its id: the body of house/delete and the path of house/get-by-id. */
export const houseRefSchema = z.object({ id: entityIdSchema });
export type HouseRef = z.infer<typeof houseRefSchema>;

/** A dwelling of the applicant as stored, with how many active dependents live in it. */
export const houseSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  regionCode: z.string(),
  cityCode: z.string(),
  district: z.string(),
  street: z.string(),
  buildingNumber: z.string(),
  postalCode: z.string(),
  additionalNumber: z.string(),
  unitNumber: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ownership: z.string(),
  yearlyRent: z.number().int().nullable(),
  residentsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type House = z.infer<typeof houseSchema>;

/**
 * Who has custody of a minor child of divorced or separated parents: the applicant, the other parent, or both.
 * A child in the other parent's custody is not counted in the applicant's household.
 */
export const custodyValues = ['APPLICANT', 'OTHER_PARENT', 'SHARED'] as const;
export const custodySchema = z.enum(custodyValues);
export type Custody = z.infer<typeof custodySchema>;

/**
 * Where an adult dependent with an account stands on the relation the applicant declared: NOT_REQUIRED for minors
 * and people without an account, else the state of their confirmation (dependent-confirm-relation).
 */
export const relationStatusValues = ['NOT_REQUIRED', 'PENDING', 'CONFIRMED', 'REJECTED'] as const;
export type RelationStatus = (typeof relationStatusValues)[number];

/** A member of the applicant's household other than the applicant (DOMAIN.md "dependent"). */
export const dependentSchema = z.object({
  id: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  /** Last four digits only (******1234): the full number never leaves the server once declared. */
  maskedNin: z.string(),
  gender: z.enum(['M', 'F']),
  birthDate: z.string(),
  age: z.number().int(),
  /** 18 or older today. */
  adult: z.boolean(),
  /** Relationship to the applicant, a code of the `relationship` lookup. */
  relationship: z.string(),
  /** The house the dependent lives in; null until the applicant says. */
  houseId: z.string().nullable(),
  custody: custodySchema.nullable(),
  /** True for a minor child when the applicant is divorced or separated: custody must then be given. */
  custodyRequired: z.boolean(),
  hasAccount: z.boolean(),
  relationStatus: z.enum(relationStatusValues),
  /** The dependent's reason, when they rejected the relation. */
  relationRejectReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Dependent = z.infer<typeof dependentSchema>;

/**
 * Add a dependent (no id: national ID and birth date required, and the civil registry must confirm them) or change
 * one (id: only the relationship and the house change; national ID and birth date travel as null, because the
 * identity is the registry's and the browser only ever sees the masked number).
 */
export const saveRelativeSchema = z
  .object({
    id: entityIdSchema.nullable(),
    nin: ninSchema.nullable(),
    birthDate: birthDateSchema.nullable(),
    relationship: lookupCodeSchema,
    houseId: entityIdSchema.nullable(),
  })
  .superRefine((value, context) => {
    if (value.id !== null) return;
    if (value.nin === null) context.addIssue({ code: 'custom', message: 'required', path: ['nin'] });
    if (value.birthDate === null) context.addIssue({ code: 'custom', message: 'required', path: ['birthDate'] });
  });
export type SaveRelative = z.infer<typeof saveRelativeSchema>;

/** One of the applicant's dependents named by its id: the body of dependent/delete and the path of validate-delete. */
export const dependentRefSchema = z.object({ id: entityIdSchema });
export type DependentRef = z.infer<typeof dependentRefSchema>;

/** Who has custody of one minor child (only when the head is divorced or separated). */
export const saveCustodySchema = z.object({ dependentId: entityIdSchema, custody: custodySchema });
export type SaveCustody = z.infer<typeof saveCustodySchema>;

/** Which of the applicant's houses one dependent lives in. */
export const saveHouseResidentSchema = z.object({ dependentId: entityIdSchema, houseId: entityIdSchema });
export type SaveHouseResident = z.infer<typeof saveHouseResidentSchema>;

/** Why a dependent cannot be removed now: an error code of the catalogue with its message in the caller's language. */
export const deleteBlockerSchema = z.object({ code: z.string(), message: z.string() });
export const validateDeleteSchema = z.object({ canDelete: z.boolean(), reasons: z.array(deleteBlockerSchema) });
export type ValidateDelete = z.infer<typeof validateDeleteSchema>;

/**
 * Hand the household to an adult dependent who confirmed the relation (DOMAIN.md "transfer head of household"):
 * relationships are all relative to the head, so the request says how the former head and every remaining dependent
 * relate to the new head.
 */
export const transferToHohSchema = z.object({
  dependentId: entityIdSchema,
  /** How the former head relates to the new head (e.g. FATHER). */
  formerHeadRelationship: lookupCodeSchema,
  /** Every other active dependent, with their relationship to the new head. */
  relationships: z.array(z.object({ dependentId: entityIdSchema, relationship: lookupCodeSchema })).max(50),
});
export type TransferToHoh = z.infer<typeof transferToHohSchema>;
