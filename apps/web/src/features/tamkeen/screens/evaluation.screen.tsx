import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Radio, Stack, Text, Textarea } from '@mantine/core';
import { tamkeenEvaluatePartnerSchema, type TamkeenPartnerMet } from '@sanad/contract';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { Trans, useTranslation } from '../../../lib/i18n.tsx';
import { BackToTamkeen } from '../components/back-to-tamkeen.tsx';
import { evaluatePartner, usePartnersMet } from '../api/tamkeen-plan-api.ts';
import lists from '../components/plain-list.module.css';

const ratings = ['1', '2', '3', '4', '5'] as const;

/**
 * /tamkeen/partner and /tamkeen/evaluation, one screen (spec §2; decision 072): the partners the person met, each
 * with their rating if given, rated 1–5 with an optional comment (a second rating replaces the first).
 */
export function EvaluationScreen() {
  const { t } = useTranslation();
  const partners = usePartnersMet();
  return (
    <Stack gap="lg" data-testid="tamkeen-evaluation-screen">
      <PageHeading>{t('tamkeen.evaluation.title')}</PageHeading>
      <Text>{t('tamkeen.evaluation.intro')}</Text>
      <ReadState state={partners} loading={t('tamkeen.evaluation.loading')} failedTestId="tamkeen-evaluation-failed">
        {(list) =>
          list.items.length === 0 ? (
            <Alert color="blue" data-testid="tamkeen-evaluation-empty">
              {t('tamkeen.evaluation.empty')}
            </Alert>
          ) : (
            <Stack component="ul" gap="md" className={lists.plainList}>
              {list.items.map((item) => (
                <PartnerRating key={item.partner.id} item={item} />
              ))}
            </Stack>
          )
        }
      </ReadState>
      <BackToTamkeen />
    </Stack>
  );
}

function PartnerRating({ item }: { item: TamkeenPartnerMet }) {
  const { t } = useTranslation();
  const id = item.partner.id;
  const form = useForm({
    ids: { rating: `partner-rating-${id}`, comment: `partner-comment-${id}` },
    initial: { rating: item.rating ? String(item.rating.rating) : '', comment: item.rating?.comment ?? '' },
    schema: tamkeenEvaluatePartnerSchema,
    toInput: (values) => ({
      partnerId: id,
      rating: Number(values.rating),
      comment: values.comment.trim() === '' ? undefined : values.comment,
    }),
  });
  const send = form.onSubmit(async (body) => {
    await evaluatePartner(body);
    toasts.show({ type: 'success', message: t('tamkeen.evaluation.saved') });
  });
  const titleId = `partner-title-${id}`;
  return (
    <li className={formClasses.card} aria-labelledby={titleId} data-testid="partner-card" data-code={item.partner.code}>
      <Stack gap="sm">
        <h2 id={titleId} className={formClasses.sectionTitle}>
          {item.partner.name}
        </h2>
        <Text size="sm">{t(`tamkeen.evaluation.kind.${item.partner.kind}`)}</Text>
        <Text size="sm">
          <Trans i18nKey="tamkeen.evaluation.metOn" components={{ date: <DateText iso={item.metOn} /> }} />
        </Text>
        <Text data-testid="partner-current-rating">
          {item.rating ? t('tamkeen.evaluation.yourRating', { rating: item.rating.rating }) : t('tamkeen.evaluation.notRated')}
        </Text>
        <form noValidate onSubmit={(event) => void send(event)} data-testid="partner-rating-form">
          <Stack gap="sm">
            <ErrorSummary errors={form.summary} attempt={form.attempt} />
            <Radio.Group
              id={`partner-rating-${id}`}
              value={form.values.rating}
              onChange={(value) => form.setValue('rating', value)}
              label={t('tamkeen.evaluation.rating')}
              error={form.errorOf('rating')}
              required
            >
              <Stack gap="xs" mt="xs">
                {ratings.map((value) => (
                  <Radio
                    key={value}
                    value={value}
                    id={`partner-rating-${id}-${value}`}
                    label={t('tamkeen.evaluation.ratingValue', { value: Number(value) })}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              {...form.input('comment')}
              label={t('tamkeen.evaluation.comment')}
              description={t('tamkeen.evaluation.commentHint')}
              rows={2}
              maxLength={500}
            />
            <div>
              <Button type="submit" disabled={form.sending} data-testid="partner-rating-submit">
                {t('tamkeen.evaluation.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </li>
  );
}
