import '@mantine/core/styles/Input.css';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { checkLetterSchema } from '@sanad/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { NinField } from '../../../components/form/identity-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { checkLetter } from '../api/letters-api.ts';
import { LetterViewer } from '../components/letter-viewer.tsx';

/**
 * Check a letter (spec §2 /check-letter, public; decision 063): whoever holds a letter (a bank, an office) types its
 * number and the holder's national ID, or opens the letter's QR code, which fills the number in (`?number=`), and sees
 * the very PDF that was issued. Anything else gets the server's one refusal, which says nothing of why.
 */
export function CheckLetterScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [letter, setLetter] = useState<{ pdf: Blob; number: string } | null>(null);
  const form = useForm({
    ids: { letterNumber: 'check-letter-number', nationalId: 'check-letter-nin' },
    initial: { letterNumber: params.get('number') ?? '', nationalId: '' },
    schema: checkLetterSchema,
  });
  const submit = form.onSubmit(async (body) => {
    setLetter(null);
    setLetter({ pdf: await checkLetter(body), number: body.letterNumber });
  });

  return (
    <Stack gap="lg" data-testid="check-letter-screen">
      <PageHeading>{t('letters.check.title')}</PageHeading>
      <Text>{t('letters.check.intro')}</Text>
      <form noValidate onSubmit={(event) => void submit(event)} className={formClasses.card} data-testid="check-letter-form">
        <Stack gap="md">
          <ErrorSummary errors={form.summary} attempt={form.attempt} />
          <TextInput
            {...form.input('letterNumber')}
            label={t('letters.check.number')}
            description={t('letters.check.numberHint')}
            required
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            classNames={{ input: formClasses.ltr }}
          />
          <NinField {...form.input('nationalId')} label={t('letters.check.nin')} autoComplete="off" />
          <div>
            <Button type="submit" disabled={form.sending} data-testid="check-letter-submit">
              {t('letters.check.submit')}
            </Button>
          </div>
        </Stack>
      </form>
      {letter ? (
        <section aria-labelledby="check-letter-result">
          <Stack gap="sm">
            <h2 id="check-letter-result" className={formClasses.sectionTitle} data-testid="check-letter-verified">
              {t('letters.check.verified', { number: letter.number })}
            </h2>
            <LetterViewer
              pdf={letter.pdf}
              fileName={`${letter.number}.pdf`}
              title={t('letters.check.frameTitle', { number: letter.number })}
              testId="check-letter-viewer"
            />
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
