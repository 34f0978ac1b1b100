import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { EmergencyApplicant } from '@sanad/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import formClasses from '../../../components/form/form.module.css';
import { LtrText } from '../../../components/ltr-text.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { nameIn } from '../../../lib/names.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { lookupName } from '../../../lib/lookups.ts';
import { actingForName, saveSession, useSession } from '../../../lib/session.ts';
import { loginToApplicantAccount, useEmergencyApplicants } from '../api/emergency-api.ts';
import cardGrid from '../../../components/card-grid.module.css';
import classes from './emergency-selection.screen.module.css';

type Load = { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; applicants: EmergencyApplicant[] };

/**
 * Emergency login (spec §2, DOMAIN.md): a dependent whose applicant cannot act chooses to enter that applicant's
 * account, or goes on with their own. Each account names the reader's relationship to its applicant and the
 * applicant's masked ID. The chosen session is marked `emergencyLogin` and the header says so.
 */
export function EmergencySelectionScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // Inside an applicant's account the dependent's own calls would be refused (403 ends the session, spec §8).
  const actingFor = actingForName(useSession(), language);
  const applicants = useEmergencyApplicants(!actingFor);
  const load: Load = applicants.data
    ? { kind: 'ready', applicants: applicants.data }
    : applicants.failed
      ? { kind: 'failed', error: applicants.error }
      : { kind: 'loading' };
  const fallback = { network: t('errors.network'), unexpected: t('errors.unexpected') };

  const enter = async (applicant: EmergencyApplicant) => {
    setBusy(true);
    try {
      const user = await loginToApplicantAccount(applicant.id);
      saveSession(user);
      await navigate(paths.home, { replace: true });
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, fallback) });
    } finally {
      setBusy(false);
    }
  };

  const nameOf = (applicant: EmergencyApplicant) => nameIn(applicant, language);

  if (actingFor) {
    return (
      <Stack gap="lg" align="flex-start" data-testid="emergency-selection-screen">
        <PageHeading>{t('emergency.title')}</PageHeading>
        <Text>{t('emergency.already', { name: actingFor })}</Text>
        <Button onClick={() => void navigate(paths.home)}>{t('emergency.toHome')}</Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" data-testid="emergency-selection-screen">
      <PageHeading>{t('emergency.title')}</PageHeading>
      <Text>{t('emergency.intro')}</Text>
      {load.kind === 'failed' ? (
        <Alert color="red" title={t('emergency.loadFailed')} role="alert">
          {errorMessage(load.error, fallback)}
        </Alert>
      ) : null}
      {load.kind === 'ready' && load.applicants.length === 0 ? <Text>{t('emergency.none')}</Text> : null}
      {load.kind === 'ready' && load.applicants.length > 0 ? (
        <ul className={cardGrid.cardGrid} aria-label={t('emergency.listLabel')}>
          {load.applicants.map((applicant) => (
            <li key={applicant.id} className={formClasses.card} data-testid="emergency-applicant">
              <h2 className={formClasses.sectionTitle}>{nameOf(applicant)}</h2>
              {/* The relationship is the reader's to the applicant (the reader is their son, not the other way round). */}
              <Text data-testid="emergency-relationship">
                {t('emergency.yourRelationship', {
                  name: nameOf(applicant),
                  relationship: lookupName('relationship', applicant.relationship, language),
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('emergency.nationalId')} <LtrText>{applicant.maskedNin}</LtrText>
              </Text>
              <Button mt="md" onClick={() => void enter(applicant)} disabled={busy} data-testid="emergency-enter">
                {t('emergency.enter', { name: nameOf(applicant) })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={`${formClasses.card} ${classes.own}`}>
        <Text>{t('emergency.ownIntro')}</Text>
        <Button
          variant="default"
          mt="md"
          onClick={() => void navigate(paths.home, { replace: true })}
          disabled={busy}
          data-testid="emergency-own"
        >
          {t('emergency.own')}
        </Button>
      </div>
    </Stack>
  );
}
