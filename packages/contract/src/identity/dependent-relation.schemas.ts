import { z } from 'zod';

/** A relation confirmation's id as the path carries it; the server answers 404 for one that is not a UUID. */
const relationIdSchema = z.string().trim().min(1).max(64);

/** 3 to 300 characters; a blank reason is asked for by name rather than counted ("at least 3 characters"). */
const rejectReasonSchema = z.string().trim().min(1, { message: 'reject_reason_required', abort: true }).min(3).max(300);

/** confirm/{id}: one pending relation of the caller. reject-all-pending/{id}: the caller's own account id. */
export const relationIdParams = z.object({ id: relationIdSchema });
export type RelationIdParams = z.infer<typeof relationIdParams>;

/** reject/{id}/{reason}: one pending relation of the caller and why they reject it. */
export const rejectRelationParams = z.object({ id: relationIdSchema, reason: rejectReasonSchema });
export type RejectRelationParams = z.infer<typeof rejectRelationParams>;
