import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { tamkeenAssessmentSchema, tamkeenEvaluateSchema, type TamkeenEvaluateInput, type TamkeenOfferDetails } from '@sanad/contract';
import { useEffect, useRef, useState } from 'react';
import { DateText } from '../../../components/date-text.tsx';
import detailsClasses from '../../../components/details-list.module.css';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { OtpCodeInput, ResendCodeButton, receivedOtp, type OtpState } from '../../../components/otp/otp-fields.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { itemName, lookupName } from '../../../lib/lookups.ts';
import { answerOffer, resendOfferCode, sendOfferCode, type TamkeenLookups } from '../api/tamkeen-offers-api.ts';
import { OfferStatusTag } from './offer-status-tag.tsx';

/** The name of a code of one of the tamkeen lookups, or the code itself when the list does not hold it. */
function nameIn(items: TamkeenLookups[keyof TamkeenLookups] | undefined, code: string, language: 'ar' | 'en'): string {
  const item = items?.find((entry) => entry.code === code);
  return item ? itemName(item, language) : code;
}

/**
 * One job offer: the opportunity, the partner, pay and deadline, the person's answer once given; while it may still
 * be answered, the answer form. Its heading takes focus when opened.
 */
export function OfferDetailsSection({
  offer,
  lookups,
  back,
}: {
  offer: TamkeenOfferDetails;
  lookups: TamkeenLookups | null;
  back: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [offer.id]);
  const ar = language === 'ar';
  const description = ar ? offer.descriptionAr : offer.descriptionEn;
  return (
    <section className={formClasses.card} aria-labelledby="offer-details-title" data-testid="offer-details">
      <Stack gap="md">
        <h2 id="offer-details-title" ref={heading} tabIndex={-1} className={formClasses.sectionTitle}>
          {ar ? offer.titleAr : offer.titleEn}
        </h2>
        <div>
          <OfferStatusTag status={offer.status} />
        </div>
        <dl className={detailsClasses.details}>
          <dt>{t('tamkeen.offers.list.partner')}</dt>
          <dd>{ar ? offer.partner.nameAr : offer.partner.nameEn}</dd>
          <dt>{t('tamkeen.offers.list.type')}</dt>
          <dd>{nameIn(lookups?.opportunityType, offer.opportunityType, language)}</dd>
          <dt>{t('tamkeen.offers.list.city')}</dt>
          <dd>{lookupName('cities', offer.city, language)}</dd>
          <dt>{t('tamkeen.offers.details.salary')}</dt>
          <dd data-testid="offer-salary">
            {offer.monthlySalary === null
              ? t('tamkeen.offers.details.salaryNone')
              : t('tamkeen.offers.details.salaryMonthly', { amount: formatMoney(offer.monthlySalary * 100, language, { whole: true }) })}
          </dd>
          <dt>{t('tamkeen.offers.list.deadline')}</dt>
          <dd>
            <DateText iso={offer.deadline} />
          </dd>
          <dt>{t('tamkeen.offers.details.offeredAt')}</dt>
          <dd>
            <DateText iso={offer.offeredAt} />
          </dd>
          {description ? (
            <>
              <dt>{t('tamkeen.offers.details.description')}</dt>
              <dd>{description}</dd>
            </>
          ) : null}
          {offer.answeredAt ? (
            <>
              <dt>{t('tamkeen.offers.details.answeredAt')}</dt>
              <dd data-testid="offer-answered-at">
                <DateText iso={offer.answeredAt} withTime />
              </dd>
            </>
          ) : null}
          {offer.skillsRate ? (
            <>
              <dt>{t('tamkeen.offers.answer.skillsRate')}</dt>
              <dd>{nameIn(lookups?.skillsRate, offer.skillsRate, language)}</dd>
            </>
          ) : null}
          {offer.qualificationFit ? (
            <>
              <dt>{t('tamkeen.offers.answer.qualificationFit')}</dt>
              <dd>{nameIn(lookups?.qualificationFit, offer.qualificationFit, language)}</dd>
            </>
          ) : null}
          {offer.declineReason ? (
            <>
              <dt>{t('tamkeen.offers.details.declineReason')}</dt>
              <dd data-testid="offer-decline-reason">{offer.declineReason}</dd>
            </>
          ) : null}
        </dl>
        {offer.canAnswer ? <AnswerForm offer={offer} lookups={lookups} /> : null}
        {!offer.canAnswer && offer.status !== 'ACCEPTED' && offer.status !== 'DECLINED' ? (
          <Alert color="blue" data-testid="offer-closed">
            {t('tamkeen.offers.details.closed')}
          </Alert>
        ) : null}
        <div>{back}</div>
      </Stack>
    </section>
  );
}

type Decision = TamkeenEvaluateInput['decision'];

/**
 * The answer: the self-assessment, then accept (a code is sent to the verified mobile and typed here) or decline
 * with the reason. The schema of the step being sent checks the fields: the assessment before the code is sent.
 */
function AnswerForm({ offer, lookups }: { offer: TamkeenOfferDetails; lookups: TamkeenLookups | null }) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<Decision>('ACCEPT');
  const [otp, setOtp] = useState<OtpState | null>(null);
  const step = decision === 'DECLINE' ? 'decline' : otp ? 'code' : 'assess';
  const form = useForm({
    ids: {
      skillsRate: 'offer-skills-rate',
      qualificationFit: 'offer-qualification-fit',
      reason: 'offer-decline-reason',
      oneTimePassword: 'offer-otp',
    },
    initial: { skillsRate: '', qualificationFit: '', reason: '', oneTimePassword: '' },
    schema: step === 'assess' ? tamkeenAssessmentSchema : tamkeenEvaluateSchema,
    toInput: (values) => {
      const assessment = { offerId: offer.id, skillsRate: values.skillsRate, qualificationFit: values.qualificationFit };
      if (step === 'assess') return assessment;
      if (step === 'decline') return { ...assessment, decision: 'DECLINE', reason: values.reason };
      return { ...assessment, decision: 'ACCEPT', otpId: otp?.id ?? '', oneTimePassword: values.oneTimePassword };
    },
  });
  const submit = form.onSubmit(async (body) => {
    if (!('decision' in body)) {
      setOtp(receivedOtp(await sendOfferCode(offer.id)));
      // The code step starts unflagged: a message appearing as the code is typed must not pull focus away.
      form.reset({ oneTimePassword: '' });
      return;
    }
    await answerOffer(body);
    toasts.show({
      type: 'success',
      message: t(body.decision === 'ACCEPT' ? 'tamkeen.offers.answer.accepted' : 'tamkeen.offers.answer.declined'),
    });
  });
  const submitLabel = { assess: 'sendCode', code: 'confirmAccept', decline: 'submitDecline' } as const;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="offer-answer-form">
      <Stack gap="md">
        <h3 className={formClasses.sectionTitle}>{t('tamkeen.offers.answer.title')}</h3>
        <Text>{t('tamkeen.offers.answer.intro')}</Text>
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        <LookupSelect
          {...form.select('skillsRate')}
          items={lookups?.skillsRate ?? []}
          label={t('tamkeen.offers.answer.skillsRate')}
          required
          disabled={step === 'code'}
        />
        <LookupSelect
          {...form.select('qualificationFit')}
          items={lookups?.qualificationFit ?? []}
          label={t('tamkeen.offers.answer.qualificationFit')}
          required
          disabled={step === 'code'}
        />
        <Radio.Group
          value={decision}
          onChange={(value) => setDecision(value === 'DECLINE' ? 'DECLINE' : 'ACCEPT')}
          label={t('tamkeen.offers.answer.decision')}
          required
        >
          <Group gap="lg" mt="xs">
            <Radio value="ACCEPT" label={t('tamkeen.offers.answer.accept')} id="offer-decision-accept" disabled={step === 'code'} />
            <Radio value="DECLINE" label={t('tamkeen.offers.answer.decline')} id="offer-decision-decline" disabled={step === 'code'} />
          </Group>
        </Radio.Group>
        {step === 'decline' ? (
          <Textarea
            {...form.input('reason')}
            label={t('tamkeen.offers.answer.reason')}
            description={t('tamkeen.offers.answer.reasonHint')}
            required
            rows={3}
            maxLength={500}
          />
        ) : null}
        {step === 'assess' ? <Text size="sm">{t('tamkeen.offers.answer.codeIntro')}</Text> : null}
        {step === 'code' && otp ? (
          <>
            <OtpCodeInput {...form.input('oneTimePassword')} maskedMobile={otp.maskedMobile} />
            <ResendCodeButton
              otp={otp}
              onResend={async () => {
                const sent = await resendOfferCode(otp.id);
                setOtp(receivedOtp(sent));
                return sent;
              }}
            />
          </>
        ) : null}
        <div className={formClasses.actions}>
          <Button type="submit" disabled={form.sending} data-testid="offer-answer-submit">
            {t(`tamkeen.offers.answer.${submitLabel[step]}`)}
          </Button>
          {step === 'code' ? (
            <Button variant="default" onClick={() => setOtp(null)} data-testid="offer-answer-back">
              {t('tamkeen.offers.answer.change')}
            </Button>
          ) : null}
        </div>
      </Stack>
    </form>
  );
}
