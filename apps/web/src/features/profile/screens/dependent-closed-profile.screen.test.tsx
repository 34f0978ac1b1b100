import { sessionStorageKeys } from '@sanad/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import formClasses from '../../../components/form/form.module.css';
import { toasts } from '../../../components/toast/toast-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { base, cacheLookups, dependent, profileRoutes, profileSts, signIn } from './test-fixtures.ts';

/** The five flags of a profile closed to the applicant: the server shows nothing of it. */
const hidden = (dependentId: string) => ({
  dependentId,
  educationTabCompleted: false,
  incomeTabCompleted: false,
  licenseTabCompleted: false,
  personalTabCompleted: false,
  propertiesTabCompleted: false,
  profileStatus: 32001 as const,
});

const noura = dependent();
const reem = dependent({
  id: 'dep-reem',
  nameAr: 'ريم محمد الحربي',
  nameEn: 'Reem Mohammed Alharbi',
  adult: true,
  relationStatus: 'PENDING',
  profileOpen: false,
  profile: hidden('dep-reem'),
});
const faisal = dependent({
  id: 'dep-faisal',
  nameAr: 'فيصل محمد الحربي',
  nameEn: 'Faisal Mohammed Alharbi',
  relationship: 'SON',
  adult: true,
  relationStatus: 'REJECTED',
  profileOpen: false,
  profile: hidden('dep-faisal'),
});

const notConfirmed = {
  code: 'DEPENDENT_NOT_CONFIRMED',
  message: 'This dependent has not confirmed the relation yet. Their details open here once they confirm it.',
};

beforeEach(() => {
  cacheLookups();
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
});

/** The calls a screen made into one dependent's own tabs. */
const tabCalls = (api: ReturnType<typeof fakeApi>, dependentId: string) =>
  api.calls.filter((call) => call.path.includes(dependentId) || call.path.includes('/disabilities-data/')).map((call) => call.path);

describe('the profile of a dependent who has not confirmed the relation', () => {
  it('lists them with why their profile is closed and no way into it, in English', async () => {
    signIn();
    fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: profileSts() },
      [`GET ${base}/dependent/load-all-dependents`]: { body: [noura, reem, faisal] },
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path: `${paths.unifiedProfile}?tab=dependents` });
    const cards = await screen.findAllByTestId('profile-dependent-card');
    expect(cards).toHaveLength(3);
    const [open, pending, rejected] = cards as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(open).getByRole('link', { name: "Fill in Noura Alotaibi's profile" })).toBeInTheDocument();
    expect(within(pending).queryByRole('link')).not.toBeInTheDocument();
    expect(within(pending).getByTestId('profile-dependent-relation')).toHaveTextContent('Waiting for confirmation');
    expect(within(pending).getByTestId('profile-dependent-closed')).toHaveTextContent(
      'Reem Mohammed Alharbi has an account of their own and has not confirmed the relation yet. Their profile opens here once they confirm it.',
    );
    // No completion shown for a profile the applicant cannot see.
    expect(within(pending).queryByTestId('completion-badge')).not.toBeInTheDocument();
    expect(within(rejected).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rejected).getByTestId('profile-dependent-relation')).toHaveTextContent('Relation rejected');
    expect(within(rejected).getByTestId('profile-dependent-closed')).toHaveTextContent(
      'Faisal Mohammed Alharbi rejected the relation you declared',
    );

    expect(screen.getByTestId('profile-dependents-open')).toHaveTextContent("1 dependent's profile is still incomplete.");
    expect(screen.getByTestId('profile-dependents-closed')).toHaveTextContent('2 dependents have not confirmed the relation.');
    expect(screen.getByTestId('profile-dependents-confirm-text')).toHaveTextContent(
      'Confirm that these 3 people are all the dependents of your household.',
    );
    // The closed profile's badge wraps on a phone rather than being cut off.
    expect(within(pending).getByTestId('profile-dependent-relation')).toHaveClass(formClasses.wrapBadge ?? 'a missing class');
  });

  it('says the same in Arabic, right to left', async () => {
    signIn();
    fakeApi({
      [`GET ${base}/load-profile-sts`]: { body: profileSts() },
      [`GET ${base}/dependent/load-all-dependents`]: { body: [reem] },
    });
    await renderWithApp(<></>, { language: 'ar', routes: profileRoutes, path: `${paths.unifiedProfile}?tab=dependents` });
    const card = await screen.findByTestId('profile-dependent-card');
    expect(within(card).getByTestId('profile-dependent-relation')).toHaveTextContent('بانتظار التأكيد');
    expect(within(card).getByTestId('profile-dependent-closed')).toHaveTextContent(
      'للتابع ريم محمد الحربي حساب خاص به، ولم يؤكّد صلة القرابة بعد. يُتاح الملف هنا بعد تأكيدها.',
    );
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // One dependent: the singular, never "these 1 people".
    expect(screen.getByTestId('profile-dependents-closed')).toHaveTextContent('لم يؤكّد تابع واحد صلة القرابة بعد.');
    expect(screen.getByTestId('profile-dependents-confirm-text')).toHaveTextContent('أكّد أن هذا الشخص هو التابع الوحيد في أسرتك.');
  });

  it('shows the reason where the tabs would be, without asking for any of their tabs', async () => {
    signIn();
    const api = fakeApi({ [`GET ${base}/dependent/load-all-dependents`]: { body: [noura, reem] } });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path: `${paths.unifiedProfile}?dependent=dep-reem` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile of Reem Mohammed Alharbi' })).toBeInTheDocument();
    const notice = screen.getByTestId('profile-dependent-closed');
    expect(notice).toHaveTextContent('This profile is not open to you');
    expect(notice).toHaveTextContent('has not confirmed the relation yet');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tabCalls(api, 'dep-reem')).toEqual([]);
    expect(screen.getByTestId('profile-dependent-back')).toBeInTheDocument();
  });

  it('sends the applicant to the houses page when the dependent rejected the relation', async () => {
    const user = userEvent.setup();
    signIn();
    const api = fakeApi({ [`GET ${base}/dependent/load-all-dependents`]: { body: [faisal] } });
    await renderWithApp(<></>, { language: 'ar', routes: profileRoutes, path: `${paths.unifiedProfile}?dependent=dep-faisal` });
    const notice = await screen.findByTestId('profile-dependent-closed');
    expect(notice).toHaveTextContent('هذا الملف غير متاح لك');
    expect(notice).toHaveTextContent('رفض التابع فيصل محمد الحربي صلة القرابة التي أعلنتها');
    expect(tabCalls(api, 'dep-faisal')).toEqual([]);
    await user.click(within(notice).getByRole('link', { name: 'الانتقال إلى صفحة المساكن' }));
    expect(await screen.findByText('houses screen')).toBeInTheDocument();
  });

  it('turns to the reason when the server refuses a tab after the list was read, keeping the session and raising no toast', async () => {
    signIn();
    const api = fakeApi({
      [`GET ${base}/dependent/load-all-dependents`]: { body: [noura] },
      [`GET ${base}/dependent/personal-info/load/acc-1/dep-1`]: { status: 409, body: notConfirmed },
      [`GET ${base}/disabilities-data/dep-1`]: { status: 409, body: notConfirmed },
    });
    await renderWithApp(<></>, { language: 'en', routes: profileRoutes, path: `${paths.unifiedProfile}?dependent=dep-1` });

    const notice = await screen.findByTestId('profile-dependent-closed');
    expect(notice).toHaveTextContent('Noura Alotaibi has an account of their own and has not confirmed the relation yet.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByTestId('profile-load-failed')).not.toBeInTheDocument();
    // Asked once, not again and again; still signed in; no error toast.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsTo('GET', `${base}/dependent/personal-info/load/acc-1/dep-1`)).toHaveLength(1);
    expect(sessionStorage.getItem(sessionStorageKeys.currentUser)).not.toBeNull();
    await waitFor(() => expect(toasts.snapshot()).toEqual([]));
  });
});
