import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Button, Checkbox, Stack, Text } from '@mantine/core';
import { applicantTabs, profileStatus, type ApplicantTab, type ProfileSts, type ProfileSummary } from '@sanad/contract';
import { useEffect, useState } from 'react';
import { DateText } from '../../../components/date-text.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { isApiRequestError } from '../../../lib/api-error.ts';
import { formatMoney } from '../../../lib/format.ts';
import { Trans, useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { CompletionBadge } from '../../../components/list-editor/completion-badge.tsx';
import { LoadFailed, TabLoading } from '../components/load-state.tsx';
import { acceptDeclaration, completeProfile, useSummary } from '../api/profile-api.ts';
import { applicantTabFlag } from '../api/profile-status.ts';
import details from '../../../components/details-list.module.css';
import listClasses from '../../../components/list-editor/list-editor.module.css';
import classes from '../components/profile.module.css';

type Problem = { kind: 'incomplete'; tabs: ApplicantTab[] } | { kind: 'declaration' } | null;

/**
 * The last step: every tab's state and the household's totals, the declaration that the information is true, then
 * complete/{id}. A refusal names the tabs still open, each a button that opens it.
 */
export function SummaryTab({ onStatus, onOpenTab }: { onStatus: (status: ProfileSts) => void; onOpenTab: (tab: ApplicantTab) => void }) {
  const { data, failed, error, retry, reload, setData } = useSummary();
  // A summary carries the profile's status: the screen's badges follow the one read when the tab opens.
  useEffect(() => {
    if (data) onStatus(data.status);
  }, [data, onStatus]);
  if (data === undefined) return failed ? <LoadFailed error={error} onRetry={retry} /> : <TabLoading />;
  return (
    <SummaryView
      summary={data}
      onSummary={(summary) => {
        setData(summary);
        onStatus(summary.status);
      }}
      reloadSummary={reload}
      onStatus={onStatus}
      onOpenTab={onOpenTab}
    />
  );
}

function SummaryView({
  summary,
  onSummary,
  reloadSummary,
  onStatus,
  onOpenTab,
}: {
  summary: ProfileSummary;
  onSummary: (summary: ProfileSummary) => void;
  reloadSummary: () => Promise<ProfileSummary>;
  onStatus: (status: ProfileSts) => void;
  onOpenTab: (tab: ApplicantTab) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [problem, setProblem] = useState<Problem>(null);
  const completed = summary.status.profileStatus === profileStatus.COMPLETED;
  const form = useForm({
    ids: { declaration: 'profile-summary-declaration' },
    initial: { declaration: summary.declarationAcceptedAt ? 'yes' : '' },
    validate: (values) => ({ declaration: values.declaration === 'yes' ? undefined : t('profile.summary.declarationRequired') }),
  });

  const complete = form.onSubmit(async () => {
    setProblem(null);
    try {
      onSummary(await acceptDeclaration());
      const status = await completeProfile(summary.status.profileId);
      onStatus(status);
      onSummary(await reloadSummary());
      toasts.show({ type: 'success', message: t('profile.summary.completedToast') });
    } catch (error) {
      if (isApiRequestError(error) && error.code === 'PROFILE_INCOMPLETE') {
        // The answer names the open tabs in its message; the fresh summary names them as data, to link them.
        const fresh = await reloadSummary();
        onSummary(fresh);
        setProblem({ kind: 'incomplete', tabs: fresh.missingTabs });
      } else if (isApiRequestError(error) && error.code === 'PROFILE_DECLARATION_REQUIRED') {
        setProblem({ kind: 'declaration' });
      } else throw error;
    }
  });

  return (
    <Stack gap="lg">
      {completed ? (
        <Alert color="green" title={t('profile.summary.completeTitle')} data-testid="profile-summary-complete">
          {summary.status.completedAt ? (
            <Trans i18nKey="profile.summary.completeSince" components={{ date: <DateText iso={summary.status.completedAt} /> }} />
          ) : (
            t('profile.summary.completeText')
          )}
        </Alert>
      ) : null}

      <section className={formClasses.card} aria-labelledby="profile-summary-tabs-title">
        <h3 id="profile-summary-tabs-title" className={formClasses.sectionTitle}>
          {t('profile.summary.tabsTitle')}
        </h3>
        <ul className={listClasses.rows} data-testid="profile-summary-tabs">
          {applicantTabs.map((tab) => {
            const done = summary.status[applicantTabFlag[tab]];
            return (
              <li key={tab} className={listClasses.rowHeader}>
                <span>
                  {t(`profile.tabs.${tab}`)} <CompletionBadge done={done} />
                </span>
                {done ? null : (
                  <Button variant="subtle" size="compact-sm" onClick={() => onOpenTab(tab)}>
                    {t('profile.summary.openTab', { name: t(`profile.tabs.${tab}`) })}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className={formClasses.card} aria-labelledby="profile-summary-household-title">
        <h3 id="profile-summary-household-title" className={formClasses.sectionTitle}>
          {t('profile.summary.householdTitle')}
        </h3>
        <dl className={details.details} data-testid="profile-summary-household">
          <dt>{t('profile.summary.houses')}</dt>
          <dd>{summary.housesCount}</dd>
          <dt>{t('profile.summary.dependents')}</dt>
          <dd>{summary.dependentsCount}</dd>
          <dt>{t('profile.summary.income')}</dt>
          <dd>{formatMoney(summary.totalMonthlyIncome, language)}</dd>
          <dt>{t('profile.summary.properties')}</dt>
          <dd>{formatMoney(summary.totalPropertyValue, language)}</dd>
          <dt>{t('profile.summary.iban')}</dt>
          <dd>{summary.hasVerifiedIban ? t('profile.summary.ibanVerified') : t('profile.summary.ibanMissing')}</dd>
        </dl>
        {summary.hasVerifiedIban ? null : (
          <Button variant="subtle" size="compact-sm" mt="sm" onClick={() => onOpenTab('personal')}>
            {t('profile.summary.ibanOpen')}
          </Button>
        )}
      </section>

      {completed ? null : (
        <section className={formClasses.card} aria-labelledby="profile-summary-declaration-title">
          <h3 id="profile-summary-declaration-title" className={formClasses.sectionTitle}>
            {t('profile.summary.declarationTitle')}
          </h3>
          <form noValidate onSubmit={(event) => void complete(event)} data-testid="profile-summary-form">
            <Stack gap="md">
              <ErrorSummary errors={form.summary} attempt={form.attempt} />
              {problem?.kind === 'incomplete' ? (
                <Alert color="red" role="alert" title={t('profile.summary.incompleteTitle')} data-testid="profile-summary-incomplete">
                  <Text mb="xs">{t('profile.summary.incomplete')}</Text>
                  <ul className={classes.openTabs}>
                    {problem.tabs.map((tab) => (
                      <li key={tab}>
                        <Button variant="light" size="compact-sm" onClick={() => onOpenTab(tab)}>
                          {t(`profile.tabs.${tab}`)}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </Alert>
              ) : problem?.kind === 'declaration' ? (
                <Alert color="red" role="alert" data-testid="profile-summary-declaration-missing">
                  {t('profile.summary.declarationMissing')}
                </Alert>
              ) : null}
              {summary.declarationAcceptedAt ? (
                <Text size="sm">
                  <Trans i18nKey="profile.summary.declaredOn" components={{ date: <DateText iso={summary.declarationAcceptedAt} /> }} />
                </Text>
              ) : null}
              <Checkbox {...form.checkbox('declaration')} label={t('profile.summary.declaration')} required />
              <div className={formClasses.actions}>
                <Button type="submit" disabled={form.sending} data-testid="profile-summary-complete-button">
                  {t('profile.summary.complete')}
                </Button>
              </div>
            </Stack>
          </form>
        </section>
      )}
    </Stack>
  );
}
