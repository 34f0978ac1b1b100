import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ProgramSummary } from '@sanad/contract';
import { programType } from '@sanad/contract/client';
import { Link } from 'react-router';
import { applicationPagePath, paths } from '../../../app/paths.ts';
import cardGrid from '../../../components/card-grid.module.css';
import formClasses from '../../../components/form/form.module.css';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { nameIn } from '../../../lib/names.ts';
import { hasAuthority, useSession } from '../../../lib/session.ts';
import { usePrograms } from '../api/programs-api.ts';
import { ApplyBlockers } from '../../../components/apply-blockers.tsx';
import { useApplyCheck } from '../../../components/apply-check.ts';
import classes from './programs.screen.module.css';
import { LoadFailed } from '../../../components/load-failed.tsx';

/** Whether the applicant may apply to SSP now: the way in, the open application, or what to do first. */
function SspApply() {
  const { t } = useTranslation();
  const check = useApplyCheck(programType.SSP, true);
  if (check.failed) {
    return (
      <Alert color="red" data-testid="ssp-check-failed">
        <Stack gap="sm" align="flex-start">
          <Text>{t('programs.ssp.checkFailed')}</Text>
          <Button variant="default" size="xs" onClick={check.retry}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const result = check.data;
  if (!result) return <Text aria-live="polite">{t('programs.ssp.checking')}</Text>;
  if (result.openApplicationId !== null) {
    const open = result.reasons.find((reason) => reason.code === 'OPEN_APPLICATION');
    const number = open?.values.applicationNumber;
    return (
      <Stack gap="xs" align="flex-start" data-testid="ssp-open">
        <Text>{number === undefined ? t('programs.ssp.open') : t('programs.ssp.openNumber', { number })}</Text>
        <Button component={Link} to={applicationPagePath(result.openApplicationId)} variant="default" data-testid="ssp-open-link">
          {t('programs.ssp.openLink')}
        </Button>
      </Stack>
    );
  }
  if (result.canApply) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text>{t('programs.ssp.canApply')}</Text>
        <Button component={Link} to={paths.programApplication} data-testid="ssp-apply">
          {t('programs.ssp.apply')}
        </Button>
      </Stack>
    );
  }
  return <ApplyBlockers reasons={result.reasons} />;
}

/** What a program's card offers the signed-in person, by program and by who they are. */
function ProgramActions({ program, applicant, dependent }: { program: ProgramSummary; applicant: boolean; dependent: boolean }) {
  const { t } = useTranslation();
  if (!program.active) return <Text c="dimmed">{t('programs.inactive')}</Text>;
  if (program.id === programType.RAMADAN_REWARD) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text>{t('programs.ramadan.explain')}</Text>
        {applicant ? (
          <Link to={paths.ramadanProgramApplication} className={formClasses.link} data-testid="ramadan-link">
            {t('programs.ramadan.link')}
          </Link>
        ) : null}
      </Stack>
    );
  }
  if (program.id !== programType.SSP) return null;
  // Only an applicant may ask (anyone else gets a 403, which ends the session): a dependent follows the head's instead.
  if (applicant) return <SspApply />;
  if (dependent) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text>{t('programs.dependent.note')}</Text>
        <Link to={paths.dependentProgramApplication} className={formClasses.link}>
          {t('programs.dependent.link')}
        </Link>
      </Stack>
    );
  }
  return null;
}

/**
 * The support programs (spec §2 /programs; DOMAIN.md "Programs and applications") as cards. For SSP the applicant
 * learns at once whether they can apply, with every blocker and the screen that fixes it; the Ramadan reward is not
 * applied for, so its card explains where it comes from and links to the reward's page.
 */
export function ProgramsScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const session = useSession();
  const applicant = hasAuthority(session, 'APPLICANT');
  const dependent = hasAuthority(session, 'DEPENDENT');
  const programs = usePrograms();

  let body;
  if (programs.failed && !programs.data) {
    body = <LoadFailed testId="programs-load-failed" onRetry={programs.retry} />;
  } else if (!programs.data) {
    body = <Text aria-live="polite">{t('programs.loading')}</Text>;
  } else if (programs.data.length === 0) {
    body = <Text data-testid="programs-empty">{t('programs.empty')}</Text>;
  } else {
    body = (
      <ul className={cardGrid.cardGrid} data-testid="programs-list">
        {programs.data.map((program) => (
          <li key={program.id} className={`${formClasses.card} ${classes.program}`} data-testid="program-card">
            <h2 className={classes.title}>{nameIn({ nameAr: program.nameAr, nameEn: program.nameEn }, language)}</h2>
            <Text>{nameIn({ nameAr: program.descriptionAr, nameEn: program.descriptionEn }, language)}</Text>
            <ProgramActions program={program} applicant={applicant} dependent={dependent} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Stack gap="lg" data-testid="programs-screen">
      <PageHeading>{t('programs.title')}</PageHeading>
      <Text>{t('programs.intro')}</Text>
      {body}
      {applicant ? (
        <ul className={formClasses.links}>
          <li>
            <Link to={paths.applications}>{t('applications.title')}</Link>
          </li>
        </ul>
      ) : null}
    </Stack>
  );
}
