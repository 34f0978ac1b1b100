import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/List.css';
import { Accordion, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { TextBlocks } from '../components/text-blocks.tsx';
import classes from './content.module.css';

/** Questions by topic; the texts are in the translation files under `faqs.items.<id>`. */
const faqGroups = [
  { id: 'registration', items: ['whoCanRegister', 'howToRegister', 'noOtp', 'forgotPassword'] },
  { id: 'eligibility', items: ['howEligibility', 'eligibilityResult', 'changes'] },
  { id: 'payments', items: ['paymentDate', 'paymentAmount'] },
  { id: 'appeals', items: ['howToAppeal', 'paymentComplaint'] },
  { id: 'iban', items: ['ibanRules', 'ibanChange'] },
  { id: 'tamkeen', items: ['whatIsTamkeen', 'tamkeenOffers'] },
] as const;

export function FaqsScreen() {
  const { t } = useTranslation();
  return (
    <div data-testid="faqs-screen">
      <PageHeading>{t('faqs.title')}</PageHeading>
      <p className={classes.intro}>{t('faqs.intro')}</p>
      {faqGroups.map((group) => (
        <div key={group.id} className={classes.group}>
          <Title order={2} size="h3" className={classes.groupTitle}>
            {t(`faqs.groups.${group.id}`)}
          </Title>
          {/* Accordion controls are buttons inside h3 headings with aria-expanded, so each question is a heading. */}
          <Accordion order={3} variant="separated" multiple radius="md" classNames={{ item: classes.faqItem, control: classes.faqControl }}>
            {group.items.map((item) => (
              <Accordion.Item key={item} value={item}>
                <Accordion.Control>{t(`faqs.items.${item}.question`)}</Accordion.Control>
                <Accordion.Panel>
                  <TextBlocks text={t(`faqs.items.${item}.answer`)} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </div>
      ))}
    </div>
  );
}
