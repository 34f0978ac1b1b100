import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ProgramFormField } from '@sanad/contract';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import details from '../../../components/details-list.module.css';
import formClasses from '../../../components/form/form.module.css';
import { DateText } from '../../../components/date-text.tsx';
import { LtrText } from '../../../components/ltr-text.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { lookupName } from '../../../lib/lookups.ts';
import { nameIn } from '../../../lib/names.ts';
import {
  submitApplication,
  useApplicationDetails,
  useApplicationDocuments,
  useHousesDependents,
  useProgramForm,
  useUserIban,
} from '../api/application-flow-api.ts';
import { orderedFields } from './answers-step.tsx';
import classes from './flow.module.css';
import { houseStreet, houseTitle } from './houses-step.tsx';
import { LoadState } from './load-state.tsx';

/** A key that names one submission: the same for every retry of this visit of the review, new on the next visit. */
function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** An answer as the applicant chose it: a select's option by name, a date in words, anything else as typed. */
function shownAnswer(field: ProgramFormField, value: string, language: 'ar' | 'en'): ReactNode {
  if (value === '') return '—';
  if (field.type === 'select') {
    const option = field.options.find((item) => item.code === value);
    return option ? nameIn(option, language) || value : value;
  }
  if (field.type === 'date') return <DateText iso={value} />;
  return value;
}

/**
 * Step 5, "Review": everything the application will send (answers, houses with their dependents, documents, the IBAN
 * it is paid to), then "Submit". The submit carries an Idempotency-Key made once per visit of this step, and a
 * second click while it is on its way sends nothing.
 */
export function ReviewStep({
  applicationId,
  onBack,
  onEdit,
  onSubmitted,
}: {
  applicationId: string;
  onBack: () => void;
  /** Back to a step to change it (1 answers, 2 houses, 3 dependents, 4 documents). */
  onEdit: (step: number) => void;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const form = useProgramForm();
  const application = useApplicationDetails(applicationId);
  const selection = useHousesDependents(applicationId);
  const documents = useApplicationDocuments(applicationId);
  const iban = useUserIban();
  const [key] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const reads = [form, application, selection, documents, iban];
  const loaded = reads.every((read) => read.data !== undefined);
  const failed = reads.some((read) => read.failed);
  const retry = () => reads.filter((read) => read.failed).forEach((read) => read.retry());

  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await submitApplication(applicationId, key);
      onSubmitted();
    } catch (error) {
      setFailure(errorMessage(error, { network: t('errors.network'), unexpected: t('errors.unexpected') }));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const answers = application.data?.formAnswers ?? {};
  const houses = selection.data ?? [];
  const ibanData = iban.data;

  return (
    <LoadState failed={failed} loaded={loaded} retry={retry}>
      <Stack gap="lg" data-testid="review">
        <Text>{t('applicationFlow.review.intro')}</Text>

        <section className={formClasses.card} aria-labelledby="review-answers">
          <div className={classes.sectionHead}>
            <h3 id="review-answers" className={classes.houseTitle}>
              {t('applicationFlow.steps.answers')}
            </h3>
            <Button size="xs" variant="default" onClick={() => onEdit(1)}>
              {t('applicationFlow.review.changeAnswers')}
            </Button>
          </div>
          {(form.data ?? []).length === 0 ? (
            <Text>{t('applicationFlow.answers.none')}</Text>
          ) : (
            <dl className={details.details} data-testid="review-answers">
              {orderedFields(form.data ?? []).map((field) => (
                <div key={field.name} className={classes.contents}>
                  <dt>{nameIn({ nameAr: field.labelAr, nameEn: field.labelEn }, language) || field.name}</dt>
                  <dd>{shownAnswer(field, answers[field.name] ?? '', language)}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>

        <section className={formClasses.card} aria-labelledby="review-houses">
          <div className={classes.sectionHead}>
            <h3 id="review-houses" className={classes.houseTitle}>
              {t('applicationFlow.review.houses')}
            </h3>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => onEdit(2)} data-testid="review-change-houses">
                {t('applicationFlow.review.changeHouses')}
              </Button>
              <Button size="xs" variant="default" onClick={() => onEdit(3)} data-testid="review-change-dependents">
                {t('applicationFlow.review.changeDependents')}
              </Button>
            </Group>
          </div>
          {houses.length === 0 ? (
            <Alert color="red" data-testid="review-no-house">
              {t('applicationFlow.houses.atLeastOne')}
            </Alert>
          ) : (
            <ul className={classes.plainList} data-testid="review-houses">
              {houses.map((entry, index) => {
                const counted = entry.dependents.filter((dependent) => dependent.selected);
                return (
                  <li key={entry.house.id}>
                    <Text fw={700}>
                      {houseTitle(entry.house, index, t)}{' '}
                      <Text span c="dimmed" size="sm">
                        {houseStreet(entry.house)}
                      </Text>
                    </Text>
                    <Text size="sm">
                      {counted.length === 0
                        ? t('applicationFlow.review.onlyYou')
                        : t('applicationFlow.review.withDependents', {
                            names: counted.map((dependent) => nameIn(dependent, language) || '—').join(language === 'ar' ? '، ' : ', '),
                          })}
                    </Text>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section className={formClasses.card} aria-labelledby="review-documents">
          <div className={classes.sectionHead}>
            <h3 id="review-documents" className={classes.houseTitle}>
              {t('applicationFlow.steps.documents')}
            </h3>
            <Button size="xs" variant="default" onClick={() => onEdit(4)}>
              {t('applicationFlow.review.changeDocuments')}
            </Button>
          </div>
          {(documents.data ?? []).length === 0 ? (
            <Text>{t('applicationFlow.documents.empty')}</Text>
          ) : (
            <ul className={classes.plainList} data-testid="review-documents">
              {(documents.data ?? []).map((document) => (
                <li key={document.id}>
                  {lookupName('documentType', document.documentType, language)}: <bdi>{document.fileName}</bdi>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={formClasses.card} aria-labelledby="review-iban">
          <h3 id="review-iban" className={classes.houseTitle}>
            {t('applicationFlow.review.iban')}
          </h3>
          {ibanData?.iban ? (
            <Text data-testid="review-iban-value">
              <LtrText>{ibanData.iban}</LtrText>
              {ibanData.bankCode ? ` · ${lookupName('bankName', ibanData.bankCode, language)}` : ''}
            </Text>
          ) : null}
          {ibanData && ibanData.status !== 'VERIFIED' ? (
            <Alert color="orange" mt="sm" data-testid="review-iban-unverified">
              {t(ibanData.status === 'NONE' ? 'applicationFlow.review.ibanNone' : 'applicationFlow.review.ibanPending')}{' '}
              <Link to={`${paths.unifiedProfile}?tab=personal`} className={formClasses.link}>
                {t('applicationFlow.review.ibanFix')}
              </Link>
            </Alert>
          ) : null}
        </section>

        {failure ? (
          <Alert color="red" role="alert" title={t('applicationFlow.review.failed')} data-testid="submit-failed">
            {failure}
          </Alert>
        ) : null}
        <Text size="sm">{t('applicationFlow.review.declaration')}</Text>
        <div className={formClasses.actions}>
          <Button onClick={() => void submit()} loading={busy} disabled={houses.length === 0} data-testid="application-submit">
            {t('applicationFlow.review.submit')}
          </Button>
          <Button variant="default" onClick={onBack} disabled={busy}>
            {t('common.back')}
          </Button>
        </div>
      </Stack>
    </LoadState>
  );
}
