import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { ApplicationStatus, Language } from '@sanad/contract';
import formClasses from './form/form.module.css';
import { useLanguage } from '../lib/language-context.tsx';
import { lookupName } from '../lib/lookups.ts';

/** Colours by meaning: a decision in green or red, a stop in orange, a closed one in grey, work in progress in blue. */
const colors: Record<ApplicationStatus, string> = {
  DRAFT: 'gray',
  SUBMITTED: 'blue',
  UNDER_STUDY: 'blue',
  ELIGIBLE: 'green',
  INELIGIBLE: 'red',
  CANCELED: 'gray',
  WITHDRAWN: 'gray',
  SUSPENDED: 'orange',
};

/** A state's name in the UI language, from the `applicationStatus` lookup the back office maintains. */
export function applicationStatusName(status: ApplicationStatus, language: Language): string {
  return lookupName('applicationStatus', status, language);
}

/** An application's state as a coloured badge (lists, the home panels, the application page). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { language } = useLanguage();
  return (
    <Badge color={colors[status]} variant="light" className={formClasses.wrapBadge} data-testid="application-status">
      {applicationStatusName(status, language)}
    </Badge>
  );
}
