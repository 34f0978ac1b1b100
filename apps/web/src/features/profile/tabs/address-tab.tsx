import { contract, type AddressInput, type AddressTab as AddressData } from '@sanad/contract';
import { AddressFields, addressFieldIds, addressFromValues, addressValues } from '../../../components/form/address-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { LoadedTab } from '../components/loaded-tab.tsx';
import { TabForm } from '../../../components/list-editor/tab-form.tsx';
import { addressQuery, saveAddress, type AnyProfileStatus } from '../api/profile-api.ts';

/** The applicant's own national address (the houses keep theirs): region, then the region's cities, and the rest. */
export function AddressTab({ onStatus }: { onStatus: (status: AnyProfileStatus) => void }) {
  return (
    <LoadedTab load={addressQuery} onStatus={onStatus}>
      {(data, applySaved) => <AddressForm data={data} onSave={async (body) => applySaved(await saveAddress(body))} />}
    </LoadedTab>
  );
}

function AddressForm({ data, onSave }: { data: AddressData; onSave: (body: AddressInput) => Promise<AddressData> }) {
  const { t } = useTranslation();
  const form = useForm({
    ids: addressFieldIds('profile-address'),
    initial: addressValues(data),
    schema: contract.profile.saveAddress.body,
    toInput: addressFromValues,
  });
  const save = form.onSubmit(async (body) => {
    form.reset(addressValues(await onSave(body)));
    toasts.show({ type: 'success', message: t('profile.saved') });
  });
  return (
    <TabForm id="profile-address" title={t('profile.address.title')} form={form} onSubmit={save}>
      <AddressFields form={form} legend={t('profile.address.legend')} />
    </TabForm>
  );
}
