import { sessionStorageKeys } from '@sanad/contract/client';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { WhiteListApplicationsScreen } from './white-list-applications.screen.tsx';

describe('white-list applications screen', () => {
  it('greets the applicant and offers no link the white-list guard would only send back here', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession({ whiteListed: true })));
    await renderWithApp(<WhiteListApplicationsScreen />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('طلباتي في قائمة الاستثناء');
    expect(screen.getByTestId('white-list-name')).toHaveTextContent('سارة العتيبي');
    expect(screen.getByText('لا توجد لديك طلبات بعد.')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
