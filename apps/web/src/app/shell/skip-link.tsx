import { useTranslation } from '../../lib/i18n.tsx';
import classes from './shell.module.css';

export const mainContentId = 'main-content';

/**
 * First stop of the keyboard. The link must not follow its href: in a hash-routed app `#main-content` would be
 * read as a route, so it moves focus itself.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className={classes.skipLink}
      href={`#${mainContentId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(mainContentId)?.focus();
      }}
    >
      {t('shell.skipToContent')}
    </a>
  );
}
