import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { generateLetterSchema } from '@sanad/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { lookupName } from '../../../lib/lookups.ts';
import { hasAuthority, useSession } from '../../../lib/session.ts';
import { generateLetter } from '../api/letters-api.ts';
import { LetterViewer } from '../components/letter-viewer.tsx';

/**
 * Request a letter (spec §2 /request-letter; decision 063): the head of household chooses a type of the `letters`
 * lookup, the server issues it from their published records, and the PDF shows here with a button to save it. A
 * refusal (nothing published to certify, say) shows its message in the form's summary.
 */
export function RequestLetterScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const session = useSession();
  const allowed = hasAuthority(session, 'APPLICANT') || hasAuthority(session, 'WHITE_LISTED_APPLICANT');
  const [letter, setLetter] = useState<{ pdf: Blob; type: string } | null>(null);
  const form = useForm({
    ids: { letterType: 'letter-type' },
    initial: { letterType: '' },
    schema: generateLetterSchema,
    toInput: (values) => ({ letterType: values.letterType }),
  });
  const submit = form.onSubmit(async (body) => {
    setLetter(null);
    setLetter({ pdf: await generateLetter(body), type: body.letterType });
  });

  return (
    <Stack gap="lg" data-testid="request-letter-screen">
      <PageHeading>{t('letters.request.title')}</PageHeading>
      {allowed ? (
        <>
          <Text>{t('letters.request.intro')}</Text>
          <form noValidate onSubmit={(event) => void submit(event)} className={formClasses.card} data-testid="request-letter-form">
            <Stack gap="md">
              <ErrorSummary errors={form.summary} attempt={form.attempt} />
              <LookupSelect {...form.select('letterType')} group="letters" label={t('letters.request.type')} required />
              <div>
                <Button type="submit" disabled={form.sending} data-testid="request-letter-submit">
                  {t('letters.request.submit')}
                </Button>
              </div>
            </Stack>
          </form>
          {letter ? (
            <section aria-labelledby="request-letter-result">
              <Stack gap="sm">
                <h2 id="request-letter-result" className={formClasses.sectionTitle}>
                  {t('letters.request.issued')}
                </h2>
                <Text>{t('letters.request.issuedHint')}</Text>
                <LetterViewer
                  pdf={letter.pdf}
                  fileName={`${letter.type.toLowerCase()}.pdf`}
                  title={lookupName('letters', letter.type, language)}
                  testId="request-letter-viewer"
                />
              </Stack>
            </section>
          ) : null}
        </>
      ) : (
        <Alert color="blue" data-testid="request-letter-not-allowed">
          {t('letters.request.notAllowed')}
        </Alert>
      )}
      <div>
        <Button component={Link} to={paths.home} variant="default">
          {t('common.back')}
        </Button>
      </div>
    </Stack>
  );
}
