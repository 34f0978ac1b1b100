import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import formClasses from '../../../components/form/form.module.css';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { hasAuthority, sessionDisplayName, useSession } from '../../../lib/session.ts';
import { signOut } from '../../../lib/sign-out.ts';
import { DependentHomeApplicationsPanel, HomeApplicationsPanel } from '../components/applications-panel.tsx';
import { CurrentMonthPanel } from '../components/current-month-panel.tsx';

/**
 * The signed-in landing screen. It greets the user from the stored session and shows their applications: an
 * applicant's own, or for a dependent the applications of their head of household that count them (each list is
 * read only by the role its endpoint admits: a 403 would end the session). Above them, an applicant sees each SSP
 * application's month: eligible or not, the amount, the payment day, the deductions and the ways to why and history.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const session = useSession();
  const name = sessionDisplayName(session, language);
  const applicant = hasAuthority(session, 'APPLICANT');
  const dependent = !applicant && hasAuthority(session, 'DEPENDENT');

  const leave = async () => {
    await signOut();
    await navigate(paths.login, { replace: true });
  };

  return (
    <Stack gap="md" data-testid="home-screen">
      <PageHeading>{t('home.title')}</PageHeading>
      <Text size="xl" fw={700} data-testid="home-greeting">
        {name ? t('home.greeting', { name }) : t('home.greetingAnonymous')}
      </Text>
      <Text>{t('home.body')}</Text>
      {applicant ? <CurrentMonthPanel /> : null}
      {applicant ? <HomeApplicationsPanel /> : null}
      {dependent ? <DependentHomeApplicationsPanel /> : null}
      <div className={formClasses.actions}>
        <Button component={Link} to={paths.unifiedProfile} variant="default" data-testid="home-profile">
          {t('profile.homeLink')}
        </Button>
        <Button component={Link} to={paths.houses} variant="default" data-testid="home-household">
          {t('home.household')}
        </Button>
        <Button component={Link} to={paths.attachments} variant="default" data-testid="home-attachments">
          {t('attachments.homeLink')}
        </Button>
        <Button component={Link} to={paths.historyData} variant="default" data-testid="home-history-data">
          {t('historyData.homeLink')}
        </Button>
        {applicant ? (
          <Button component={Link} to={paths.appeals} variant="default" data-testid="home-appeals">
            {t('appeals.homeLink')}
          </Button>
        ) : null}
        {applicant ? (
          <Button component={Link} to={paths.complaints} variant="default" data-testid="home-complaints">
            {t('complaints.homeLink')}
          </Button>
        ) : null}
        <Button component={Link} to={paths.registeredTickets} variant="default" data-testid="home-tickets">
          {t('tickets.homeLink')}
        </Button>
        {applicant ? (
          <Button component={Link} to={paths.requestLetter} variant="default" data-testid="home-request-letter">
            {t('letters.homeLink')}
          </Button>
        ) : null}
        {applicant ? (
          <Button component={Link} to={paths.visits} variant="default" data-testid="home-visits">
            {t('visits.homeLink')}
          </Button>
        ) : null}
        {applicant || dependent || hasAuthority(session, 'WHITE_LISTED_APPLICANT') ? (
          <Button component={Link} to={paths.tamkeen} variant="default" data-testid="home-tamkeen">
            {t('tamkeen.homeLink')}
          </Button>
        ) : null}
        <Button component={Link} to={paths.account} variant="default" data-testid="home-account">
          {t('home.account')}
        </Button>
        <Button variant="outline" onClick={() => void leave()} data-testid="sign-out">
          {t('home.signOut')}
        </Button>
      </div>
    </Stack>
  );
}
