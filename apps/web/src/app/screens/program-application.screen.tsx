import { lazy } from 'react';
import { ProgramApplicationScreen } from '../../features/applications/screens/program-application.screen.tsx';
import type { ApplicationSections } from '../../features/applications/application/application-page.tsx';

// Each section loads when its tab is first opened: the page itself stays as light as it was.
const EligibilityTab = lazy(() =>
  import('../../features/eligibility/screens/eligibility-tab.tsx').then((m) => ({ default: m.EligibilityTab })),
);
const PaymentsTab = lazy(() => import('../../features/payments/screens/payments-tab.tsx').then((m) => ({ default: m.PaymentsTab })));
const FlvTab = lazy(() => import('../../features/eligibility/screens/flv-tab.tsx').then((m) => ({ default: m.FlvTab })));
const WhatIfTab = lazy(() => import('../../features/calculator/screens/what-if-tab.tsx').then((m) => ({ default: m.WhatIfTab })));

const sections: ApplicationSections = {
  eligibility: (summary) => <EligibilityTab applicationId={summary.id} />,
  payments: (summary) => <PaymentsTab applicationId={summary.id} />,
  flv: (summary) => <FlvTab applicationId={summary.id} />,
  whatif: (summary) => <WhatIfTab applicationId={summary.id} />,
};

/**
 * /program/application composed (ARCHITECTURE rule 7: features never import each other, a screen of the app composes
 * them): the applications feature's page with the eligibility, payments and FLV sections of their own features, and the
 * calculator feature's what-if, as tabs.
 */
export function ComposedProgramApplicationScreen() {
  return <ProgramApplicationScreen sections={sections} />;
}
