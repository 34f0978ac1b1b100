import type { PasswordHasher } from '../../platform/crypto/password-hasher.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/principal.ts';
import type { AccountRepository, AccountWithPerson } from '../account/account.repository.ts';

/**
 * The account of the person signed in, as the account services read and check it. Credentials are always those of the
 * person at the keyboard (`actorAccountId`), even during an emergency login: acting for an applicant gives access to
 * their applications, never to their sign-in.
 */
export function createOwnAccount(deps: { accounts: AccountRepository; hasher: PasswordHasher }) {
  const { accounts, hasher } = deps;
  return {
    /** The caller's own active account; UNAUTHENTICATED when it is gone (deleted meanwhile). */
    async of(principal: Principal): Promise<AccountWithPerson> {
      const found = await accounts.findById(principal.actorAccountId);
      if (!found || found.account.status !== 'ACTIVE') throw new DomainError('UNAUTHENTICATED');
      return found;
    },

    /** Re-checks the current password; the routes limit tries per account, so a stolen session is no password oracle. */
    async checkPassword(found: AccountWithPerson, password: string, field: string): Promise<void> {
      const valid = found.account.passwordHash !== null && (await hasher.verify(found.account.passwordHash, password));
      if (!valid) throw new DomainError('WRONG_PASSWORD', { fieldErrors: [{ field, code: 'password_wrong' }] });
    },
  };
}
export type OwnAccount = ReturnType<typeof createOwnAccount>;
