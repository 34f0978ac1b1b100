import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/CloseButton.css';
import { Alert, Button, FileInput, Stack, Text, Textarea } from '@mantine/core';
import { createTicketSchema, ticketDetailsSchema, type TicketDetailsInput } from '@sanad/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { CaptchaField, useCaptcha } from '../../../components/captcha/captcha-field.tsx';
import { CodeText } from '../../../components/cycle/code-text.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { MobileField, NinField } from '../../../components/form/identity-fields.tsx';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { OtpCodeInput, receivedOtp, type OtpState } from '../../../components/otp/otp-fields.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { StepHeading, useStepFocus } from '../../../components/step-heading.tsx';
import { StepIndicator } from '../../../components/step-indicator.tsx';
import { acceptList, checkFile } from '../../../components/upload/file-checks.ts';
import { formatFileSize } from '../../../components/upload/file-size.ts';
import { useAppConfig } from '../../../lib/app-config.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { createTicket, sendVisitorCode, useCrmConfig, useTicketCategories, useTicketSubCategories } from '../api/tickets-api.ts';

const ids = {
  nin: 'ticket-nin',
  mobile: 'ticket-mobile',
  ticketType: 'ticket-type',
  category: 'ticket-category',
  subCategory: 'ticket-sub-category',
  description: 'ticket-description',
  file: 'ticket-file',
  captcha: 'ticket-captcha',
};

/** The details before any are sent (the code form is not shown then). */
const noDetails: TicketDetailsInput = { nin: '', mobile: '', ticketType: '', category: '', subCategory: '', description: '' };

/**
 * /tickets (spec §2, a visitor's route; decision 064): a visitor opens a ticket in three steps. First who they are
 * (national ID, mobile), what it is about (type, then its categories, then the category's sub-categories, from the
 * CRM configuration), the words and an optional file, with the captcha that lets a code be sent; then the code sent to
 * the mobile, which sends the ticket; then its number, and a pointer to sign in to follow it on /registered-tickets.
 */
export function TicketsScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const limits = useAppConfig()?.upload ?? null;
  const crm = useCrmConfig();
  const captcha = useCaptcha();
  const { stepRef, focusStep } = useStepFocus();
  const [file, setFile] = useState<File | null>(null);
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [sent, setSent] = useState<TicketDetailsInput | null>(null);
  const [ticketNumber, setTicketNumber] = useState<string | null>(null);
  const maxLength = crm.data?.maxDescriptionLength ?? 2000;

  const form = useForm({
    ids,
    initial: { nin: '', mobile: '', ticketType: '', category: '', subCategory: '', description: '', file: '', captcha: '' },
    schema: ticketDetailsSchema,
    toInput: (values) => ({
      nin: values.nin,
      mobile: values.mobile,
      ticketType: values.ticketType,
      category: values.category,
      subCategory: values.subCategory,
      description: values.description,
    }),
    validate: (values) => {
      const checked = file ? checkFile(file, limits) : null;
      return {
        captcha: values.captcha.trim() === '' ? t('tickets.errors.captchaRequired') : undefined,
        description: values.description.trim().length > maxLength ? t('tickets.errors.tooLong', { maximum: maxLength }) : undefined,
        file:
          checked?.sizeError || checked?.extensionError
            ? t('tickets.errors.file', { types: (limits?.extensions ?? []).join(', ') })
            : undefined,
      };
    },
  });
  const categories = useTicketCategories(form.values.ticketType);
  const subCategories = useTicketSubCategories(form.values.category);
  const code = useForm({
    ids: { oneTimePassword: 'ticket-otp' },
    initial: { oneTimePassword: '' },
    schema: createTicketSchema,
    toInput: (values) => ({ ...(sent ?? noDetails), otpId: otp?.id ?? '-', oneTimePassword: values.oneTimePassword }),
  });

  const sendCode = form.onSubmit(async (details) => {
    try {
      const answer = await sendVisitorCode({ nin: details.nin, mobile: details.mobile, captcha: form.values.captcha.trim() });
      code.reset({ oneTimePassword: '' });
      setSent(details);
      setOtp(receivedOtp(answer));
      focusStep();
    } finally {
      // A captcha is good for one try: a new image and its old answer cleared, whatever happened.
      captcha.refresh();
      form.discard('captcha');
    }
  });
  const send = code.onSubmit(async (body) => {
    const made = await createTicket(body, file);
    setTicketNumber(made.ticketNumber);
    focusStep();
  });
  const backToDetails = () => {
    setOtp(null);
    focusStep();
  };

  const step = ticketNumber ? 3 : otp ? 2 : 1;
  return (
    <Stack gap="lg" data-testid="tickets-visitor-screen">
      <PageHeading>{t('tickets.open.title')}</PageHeading>
      <StepIndicator
        current={step}
        labels={[t('tickets.open.steps.details'), t('tickets.open.steps.mobile'), t('tickets.open.steps.done')]}
      />
      <div className={`${formClasses.card} ${formClasses.narrow}`}>
        {ticketNumber ? (
          <Stack gap="md" data-testid="ticket-opened">
            <StepHeading ref={stepRef}>{t('tickets.open.done.title')}</StepHeading>
            <Alert color="green">
              {t('tickets.open.done.number')} <CodeText code={ticketNumber} />
            </Alert>
            <Text>{t('tickets.open.done.follow')}</Text>
            <div>
              <Button component={Link} to={paths.login} data-testid="ticket-sign-in">
                {t('tickets.open.done.signIn')}
              </Button>
            </div>
          </Stack>
        ) : otp ? (
          <form noValidate onSubmit={(event) => void send(event)} data-testid="ticket-otp-form">
            <Stack gap="md">
              <StepHeading ref={stepRef}>{t('tickets.open.steps.mobile')}</StepHeading>
              <ErrorSummary errors={code.summary} attempt={code.attempt} />
              <Text>{t('tickets.open.otpIntro')}</Text>
              <OtpCodeInput {...code.input('oneTimePassword')} maskedMobile={otp.maskedMobile} />
              <div className={formClasses.actions}>
                <Button type="submit" disabled={code.sending} data-testid="ticket-submit">
                  {t('tickets.open.submit')}
                </Button>
                <Button variant="default" onClick={backToDetails}>
                  {t('tickets.open.changeDetails')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : (
          <form noValidate onSubmit={(event) => void sendCode(event)} data-testid="ticket-form">
            <Stack gap="md">
              <StepHeading ref={stepRef}>{t('tickets.open.steps.details')}</StepHeading>
              <ErrorSummary errors={form.summary} attempt={form.attempt} />
              <Text>{t('tickets.open.intro')}</Text>
              <NinField {...form.input('nin')} label={t('tickets.open.nin')} description={t('tickets.open.ninHint')} autoComplete="off" />
              <MobileField {...form.input('mobile')} label={t('tickets.open.mobile')} description={t('tickets.open.mobileHint')} />
              <LookupSelect
                {...form.select('ticketType')}
                onChange={(event) => form.setValues({ ticketType: event.currentTarget.value, category: '', subCategory: '' })}
                items={crm.data?.ticketTypes ?? []}
                label={t('tickets.list.type')}
                required
              />
              <LookupSelect
                {...form.select('category')}
                onChange={(event) => form.setValues({ category: event.currentTarget.value, subCategory: '' })}
                items={form.values.ticketType ? (categories.data ?? []) : []}
                disabled={form.values.ticketType === ''}
                label={t('tickets.list.category')}
                required
              />
              <LookupSelect
                {...form.select('subCategory')}
                items={form.values.category ? (subCategories.data ?? []) : []}
                disabled={form.values.category === ''}
                label={t('tickets.open.subCategory')}
                required
              />
              <Textarea
                {...form.input('description')}
                label={t('tickets.details.description')}
                description={t('tickets.open.descriptionHint', { maximum: maxLength })}
                required
                rows={5}
                maxLength={maxLength}
              />
              <FileInput
                id={ids.file}
                label={t('tickets.open.file')}
                description={t('tickets.open.fileHint', {
                  types: (limits?.extensions ?? []).join(language === 'ar' ? '، ' : ', '),
                  size: limits ? formatFileSize(limits.maxBytes, language) : '',
                })}
                placeholder={t('tickets.open.filePlaceholder')}
                accept={acceptList(limits)}
                value={file}
                onChange={(chosen) => {
                  setFile(chosen);
                  form.setValue('file', chosen?.name ?? '');
                }}
                clearable
                clearButtonProps={{ 'aria-label': t('tickets.open.removeFile') }}
                error={form.errorOf('file')}
                data-testid="ticket-file-input"
              />
              <CaptchaField captcha={captcha} {...form.input('captcha')} />
              <div className={formClasses.actions}>
                <Button type="submit" disabled={form.sending} data-testid="ticket-send-code">
                  {t('tickets.open.sendCode')}
                </Button>
              </div>
              <Text size="sm">
                {t('tickets.open.haveAccount')}{' '}
                <Link className={formClasses.link} to={paths.login}>
                  {t('tickets.open.signIn')}
                </Link>
              </Text>
            </Stack>
          </form>
        )}
      </div>
    </Stack>
  );
}
