import { Button, Stack } from '@mantine/core';
import { contract, type AddressTab as AddressData } from '@sanad/contract';
import { routes } from 'virtual:sanad-routes';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import {
  AddressFields,
  addressFieldIds,
  addressFieldNames,
  addressFromValues,
  addressValues,
} from '../../../components/form/address-fields.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { callApi, type CallOptions } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { LoadFailed, TabLoading } from '../components/load-state.tsx';
import { schemaErrors, useTabData } from '../form-support.ts';
import type { AnyProfileStatus } from '../profile-api.ts';

const loadAddress = (options: CallOptions) => callApi(routes.profile.loadAddress, undefined, options);

/** The applicant's own national address (the houses keep theirs): region, then the region's cities, and the rest. */
export function AddressTab({ onStatus }: { onStatus: (status: AnyProfileStatus) => void }) {
  const { state, retry, setData } = useTabData(loadAddress);
  if (state.kind === 'loading') return <TabLoading />;
  if (state.kind === 'failed') return <LoadFailed error={state.error} onRetry={retry} />;
  return (
    <AddressForm
      data={state.data}
      onSaved={(data, status) => {
        setData(data);
        onStatus(status);
      }}
    />
  );
}

function AddressForm({ data, onSaved }: { data: AddressData; onSaved: (data: AddressData, status: AnyProfileStatus) => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const form = useForm({
    ids: addressFieldIds('profile-address'),
    initial: addressValues(data),
    validate: (values) => schemaErrors(contract.profile.saveAddress.body, addressFromValues(values), addressFieldNames, language),
  });
  const save = form.onSubmit(async (values) => {
    const saved = await callApi(routes.profile.saveAddress, { body: addressFromValues(values) });
    form.reset(addressValues(saved.data));
    onSaved(saved.data, saved.status);
    toasts.show({ type: 'success', message: t('profile.saved') });
  });
  return (
    <section className={formClasses.card} aria-labelledby="profile-address-title">
      <h3 id="profile-address-title" className={formClasses.sectionTitle}>
        {t('profile.address.title')}
      </h3>
      <form noValidate onSubmit={(event) => void save(event)} data-testid="profile-address-form">
        <Stack gap="md">
          <ErrorSummary errors={form.summary} attempt={form.attempt} />
          <AddressFields form={form} legend={t('profile.address.legend')} />
          <div className={formClasses.actions}>
            <Button type="submit" disabled={form.sending}>
              {t('profile.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
