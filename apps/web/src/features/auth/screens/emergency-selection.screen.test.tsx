import { sessionStorageKeys } from '@sanad/contract/client';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { EmergencySelectionScreen } from './emergency-selection.screen.tsx';

const lookups = {
  relationship: [{ code: 'SON', nameAr: 'ابن', nameEn: 'Son', parentCode: null }],
};
// Sara's son Faisal may enter her account: the relationship is his to her.
const sara = { id: 'acc-1', nameAr: 'سارة العتيبي', nameEn: 'Sara Alotaibi', relationship: 'SON', maskedNin: '******0006' };

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(lookups));
  sessionStorage.setItem(
    sessionStorageKeys.currentUser,
    JSON.stringify(testSession({ nameEn: 'Faisal Alotaibi', role: 'DEPENDENT', canLoginOnBehalfOfApplicant: true })),
  );
  fakeApi({ 'GET /api/auth/load-emergency-applicant': { body: [sara] } });
});

describe('emergency selection screen', () => {
  it('names the reader’s relationship to the applicant, so the applicant does not read as the son', async () => {
    await renderWithApp(<EmergencySelectionScreen />, { language: 'en' });
    const card = await screen.findByTestId('emergency-applicant');
    expect(within(card).getByRole('heading', { name: 'Sara Alotaibi' })).toBeInTheDocument();
    expect(within(card).getByTestId('emergency-relationship')).toHaveTextContent('Your relationship to Sara Alotaibi: Son');
    expect(card).toHaveTextContent('National ID: ******0006');
    expect(card).not.toHaveTextContent('Son ·');
  });

  it('says it in Arabic too', async () => {
    await renderWithApp(<EmergencySelectionScreen />, { language: 'ar' });
    const card = await screen.findByTestId('emergency-applicant');
    expect(within(card).getByTestId('emergency-relationship')).toHaveTextContent('صلة قرابتك بـسارة العتيبي: ابن');
    expect(card).toHaveTextContent('رقم الهوية: ******0006');
  });
});
