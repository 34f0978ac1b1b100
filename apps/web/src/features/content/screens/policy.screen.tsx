import '@mantine/core/styles/List.css';
import { Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useAppConfig } from '../../../lib/app-config.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { TextBlocks } from '../components/text-blocks.tsx';
import classes from './content.module.css';

/** The two parts of the page and their sections; texts under `policy.sections.<id>`. */
const parts = [
  {
    id: 'privacy',
    title: 'policy.privacyTitle',
    sections: ['about', 'collect', 'sources', 'use', 'sharing', 'security', 'retention', 'rights', 'cookies'],
  },
  {
    id: 'terms',
    title: 'policy.termsTitle',
    sections: ['acceptance', 'account', 'accuracy', 'conduct', 'availability', 'changes', 'contact'],
  },
] as const;

const sectionId = (id: string) => `policy-${id}`;

/** Contact channels come from the deployment's configuration, so the page never shows a stale number. */
function ContactDetails() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const contact = useAppConfig()?.contact;
  if (!contact) return null;
  return (
    <dl className={classes.contactList}>
      <dt>{t('policy.sections.contact.phone')}</dt>
      <dd>
        <a className={classes.ltr} href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
          {contact.phone}
        </a>
      </dd>
      <dt>{t('policy.sections.contact.email')}</dt>
      <dd>
        <a className={classes.ltr} href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      </dd>
      <dt>{t('policy.sections.contact.hours')}</dt>
      <dd>{contact.hours[language]}</dd>
    </dl>
  );
}

export function PolicyScreen() {
  const { t } = useTranslation();
  return (
    <div data-testid="policy-screen" className={classes.article}>
      <PageHeading>{t('policy.title')}</PageHeading>
      <p className={classes.intro}>{t('policy.intro')}</p>

      <nav className={classes.contents} aria-labelledby="policy-contents">
        <h2 id="policy-contents" className={classes.contentsTitle}>
          {t('policy.contents')}
        </h2>
        <ol className={classes.contentsList}>
          {parts.flatMap((part) =>
            part.sections.map((id) => (
              <li key={id}>
                <a
                  href={`#${sectionId(id)}`}
                  onClick={(event) => {
                    // In a hash-routed app the fragment would be read as a route: scroll and focus instead.
                    event.preventDefault();
                    const target = document.getElementById(sectionId(id));
                    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                    target?.focus({ preventScroll: true });
                  }}
                >
                  {t(`policy.sections.${id}.title`)}
                </a>
              </li>
            )),
          )}
        </ol>
      </nav>

      {parts.map((part) => (
        <section key={part.id} className={classes.part} aria-labelledby={`policy-part-${part.id}`}>
          <Title order={2} id={`policy-part-${part.id}`} className={classes.partTitle}>
            {t(part.title)}
          </Title>
          {part.sections.map((id) => (
            <div key={id} id={sectionId(id)} tabIndex={-1} className={classes.section}>
              <Title order={3} size="h4" className={classes.sectionTitle}>
                {t(`policy.sections.${id}.title`)}
              </Title>
              <TextBlocks text={t(`policy.sections.${id}.body`)} />
              {id === 'contact' ? <ContactDetails /> : null}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
