import { Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n.tsx';
import classes from './page-heading.module.css';

/**
 * The one `<h1>` of a screen. It also names the browser tab, and it can take focus (tabIndex -1) so the shell can
 * move focus to it after a route change, the way a full page load would for screen-reader users.
 */
export function PageHeading({ children }: { children: string }) {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${children} | ${appName}`;
  }, [children, appName]);
  return (
    <Title order={1} tabIndex={-1} data-page-heading="" className={classes.heading}>
      {children}
    </Title>
  );
}
