import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { TamkeenPartnerRepository, TamkeenPartnerRow } from './tamkeen-partner.repository.ts';

/**
 * The partner of `code` for new work (a plan action, an appointment, an offer; decision 074), locked for the
 * transaction so it cannot be deactivated meanwhile: an unknown code is a field error on `field`, an inactive partner
 * 409 TAMKEEN_PARTNER_INACTIVE.
 */
export async function activePartner(
  partners: Pick<TamkeenPartnerRepository, 'byCode'>,
  code: string,
  field: string,
  tx: Database,
): Promise<TamkeenPartnerRow> {
  const partner = await partners.byCode(code, tx);
  if (!partner) throw new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field, code: 'invalid_value' }] });
  if (!partner.active) throw new DomainError('TAMKEEN_PARTNER_INACTIVE');
  return partner;
}
