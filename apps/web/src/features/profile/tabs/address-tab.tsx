import { contract, type AddressInput, type AddressTab as AddressData } from '@sanad/contract';
import { routes } from 'virtual:sanad-routes';
import {
  AddressFields,
  addressFieldIds,
  addressFieldNames,
  addressFromValues,
  addressValues,
} from '../../../components/form/address-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { callApi, type CallOptions } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { LoadedTab } from '../components/loaded-tab.tsx';
import { TabForm } from '../components/tab-form.tsx';
import { schemaErrors } from '../form-support.ts';
import type { AnyProfileStatus } from '../profile-api.ts';

const loadAddress = (options: CallOptions) => callApi(routes.profile.loadAddress, undefined, options);

/** The applicant's own national address (the houses keep theirs): region, then the region's cities, and the rest. */
export function AddressTab({ onStatus }: { onStatus: (status: AnyProfileStatus) => void }) {
  return (
    <LoadedTab load={loadAddress} onStatus={onStatus}>
      {(data, applySaved) => (
        <AddressForm data={data} onSave={async (body) => applySaved(await callApi(routes.profile.saveAddress, { body }))} />
      )}
    </LoadedTab>
  );
}

function AddressForm({ data, onSave }: { data: AddressData; onSave: (body: AddressInput) => Promise<AddressData> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const form = useForm({
    ids: addressFieldIds('profile-address'),
    initial: addressValues(data),
    validate: (values) => schemaErrors(contract.profile.saveAddress.body, addressFromValues(values), addressFieldNames, language),
  });
  const save = form.onSubmit(async (values) => {
    form.reset(addressValues(await onSave(addressFromValues(values))));
    toasts.show({ type: 'success', message: t('profile.saved') });
  });
  return (
    <TabForm id="profile-address" title={t('profile.address.title')} form={form} onSubmit={save}>
      <AddressFields form={form} legend={t('profile.address.legend')} />
    </TabForm>
  );
}
