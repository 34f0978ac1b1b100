import { Container } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { ScrollTopButton } from './scroll-top-button.tsx';
import { mainContentId, SkipLink } from './skip-link.tsx';
import classes from './shell.module.css';

/**
 * After an in-app navigation, focus goes to the new screen's heading, as a page load would put a screen reader at
 * the top of the new page. The first render keeps the browser's own focus.
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainContentId);
    const heading = main?.querySelector<HTMLElement>('[data-page-heading]');
    (heading ?? main)?.focus({ preventScroll: true });
  }, [pathname]);
}

/** The frame of every screen: header, main content, footer, and the scroll-to-top button. */
export function AppLayout() {
  useFocusOnNavigation();
  return (
    <div className={classes.page}>
      <SkipLink />
      <AppHeader />
      <main id={mainContentId} tabIndex={-1} className={classes.main}>
        <Container size="lg">
          <Outlet />
        </Container>
        <ScrollTopButton />
      </main>
      <AppFooter />
      <ScrollRestoration />
    </div>
  );
}
