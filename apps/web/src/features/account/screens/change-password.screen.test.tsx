import { sessionStorageKeys } from '@sanad/contract/client';
import { screen } from '@testing-library/react';
import { paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { ChangePasswordScreen } from './change-password.screen.tsx';

const routes = [
  { path: paths.changePassword, element: <ChangePasswordScreen /> },
  { path: paths.home, element: <p>home screen</p> },
];
const standIn = (user: Parameters<typeof testSession>[0] = {}) =>
  testSession({
    nameEn: 'Faisal Alotaibi',
    role: 'DEPENDENT',
    emergencyLogin: true,
    actingFor: { id: 'acc-1', nameAr: 'سارة العتيبي', nameEn: 'Sara Alotaibi' },
    ...user,
  });

describe('change password screen', () => {
  it('offers the form to the account holder', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
    fakeApi({});
    await renderWithApp(<></>, { language: 'en', routes, path: paths.changePassword });
    expect(await screen.findByLabelText(/Current password/)).toBeInTheDocument();
    expect(screen.queryByTestId('account-stand-in')).toBeNull();
  });

  it('during an emergency login, reached by its address, says where the setting is instead of a refused form', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(standIn()));
    fakeApi({});
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.changePassword });
    const note = await screen.findByTestId('account-stand-in');
    expect(note).toHaveTextContent('أنت تتصرف حالياً نيابةً عن سارة العتيبي');
    expect(note).toHaveTextContent('كلمة المرور ورقم الجوال والبريد الإلكتروني');
    expect(screen.queryByRole('button', { name: 'حفظ كلمة المرور الجديدة' })).toBeNull();
    expect(document.querySelector('input')).toBeNull();
  });

  it('keeps a forced password change a form during an emergency login: the forced step comes first', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(standIn({ changePasswordRequired: true })));
    fakeApi({});
    await renderWithApp(<></>, { language: 'en', routes, path: paths.changePassword });
    expect(await screen.findByTestId('change-password-forced')).toBeInTheDocument();
    expect(screen.queryByTestId('account-stand-in')).toBeNull();
  });
});
