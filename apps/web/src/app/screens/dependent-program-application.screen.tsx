import { DependentApplicationsScreen } from '../../features/applications/screens/dependent-applications.screen.tsx';
import { DependentEligibilitySection } from '../../features/eligibility/screens/dependent-eligibility-section.tsx';
import { DependentPaymentsSection } from '../../features/payments/screens/dependent-payments-section.tsx';
import { useSession } from '../../lib/session.ts';

/** A national ID as the contract checks it (10 digits); a dependent's username is theirs. */
const ninShape = /^\d{10}$/;

/**
 * /dependent/program/application composed (ARCHITECTURE rule 7): the dependent's view of the applications that count
 * them, then their own months and their own share of the payments, read for their own national ID only (the
 * dependent-* endpoints answer nothing of the household's incomes or totals).
 */
export function ComposedDependentApplicationsScreen() {
  const session = useSession();
  const nin = session && ninShape.test(session.principal) ? session.principal : null;
  return (
    <DependentApplicationsScreen>
      {nin ? (
        <>
          <DependentEligibilitySection nin={nin} />
          <DependentPaymentsSection nin={nin} />
        </>
      ) : null}
    </DependentApplicationsScreen>
  );
}
