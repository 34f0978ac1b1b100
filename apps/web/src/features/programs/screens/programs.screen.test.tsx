import { sessionStorageKeys } from '@sanad/contract/client';
import type { ProgramSummary, ValidateApplicationResult } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { ProgramsScreen } from './programs.screen.tsx';

const routes = [
  { path: paths.programs, element: <ProgramsScreen /> },
  { path: paths.programApplication, element: <p>application flow</p> },
  { path: paths.ramadanProgramApplication, element: <p>ramadan screen</p> },
];

const programs: ProgramSummary[] = [
  {
    id: 3001,
    code: 'SSP',
    nameAr: 'الضمان الاجتماعي المطور',
    nameEn: 'Social security support',
    descriptionAr: 'دعم نقدي شهري',
    descriptionEn: 'Monthly cash support',
    active: true,
    lettersAllowed: true,
  },
  {
    id: 3003,
    code: 'RAMADAN_REWARD',
    nameAr: 'مكافأة رمضان',
    nameEn: 'Ramadan reward',
    descriptionAr: 'مكافأة سنوية',
    descriptionEn: 'A yearly reward',
    active: true,
    lettersAllowed: false,
  },
];

const blocked: ValidateApplicationResult = {
  canApply: false,
  openApplicationId: null,
  reasons: [
    { code: 'MOBILE_NOT_VERIFIED', message: 'Verify your mobile number first.', values: {}, fixPath: paths.changeMobile },
    {
      code: 'PROFILE_INCOMPLETE',
      message: 'Complete your unified profile first.',
      values: {},
      fixPath: '/unified-profile?tab=summary',
    },
    {
      code: 'UNDER_BAN',
      message: 'You withdrew an application: you may apply again from 2026-03-01 (12 days left).',
      values: { banEndsOn: '2026-03-01', remainingDays: 12 },
      fixPath: null,
    },
  ],
};

function programsApi(check: ValidateApplicationResult) {
  return fakeApi({
    'GET /api/programs/list': { body: programs },
    'GET /api/application/validate-application/3001': { body: check },
  });
}

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('programs screen', () => {
  it('lists every blocker with the link that fixes it, and explains that the Ramadan reward needs no application', async () => {
    programsApi(blocked);
    await renderWithApp(<></>, { language: 'en', routes, path: paths.programs });
    const cards = await screen.findAllByTestId('program-card');
    expect(cards).toHaveLength(2);
    const ssp = cards[0]!;
    expect(within(ssp).getByRole('heading', { level: 2 })).toHaveTextContent('Social security support');
    const reasons = await within(ssp).findAllByTestId('apply-blocker');
    expect(reasons.map((reason) => reason.textContent)).toEqual([
      'Verify your mobile number first. Verify your mobile number',
      'Complete your unified profile first. Complete your unified profile',
      // The days of a ban are worded here, with the plural form of the number (the date in words too).
      'An application of your household was withdrawn: you may apply again in 12 days, from 1 March 2026 (12 Ramadan 1447 AH).',
    ]);
    expect(within(reasons[0]!).getByRole('link')).toHaveAttribute('href', paths.changeMobile);
    expect(within(reasons[1]!).getByRole('link')).toHaveAttribute('href', '/unified-profile?tab=summary');
    // Waiting out a ban has nothing to fix: no link.
    expect(within(reasons[2]!).queryByRole('link')).toBeNull();
    expect(within(ssp).queryByRole('link', { name: 'Apply' })).toBeNull();

    const ramadan = cards[1]!;
    expect(ramadan).toHaveTextContent('There is no application for the Ramadan reward');
    await userEvent.click(within(ramadan).getByRole('link', { name: 'See your Ramadan reward' }));
    expect(await screen.findByText('ramadan screen')).toBeInTheDocument();
  });

  it('offers "Apply" when nothing blocks, which opens the application flow', async () => {
    programsApi({ canApply: true, openApplicationId: null, reasons: [] });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.programs });
    await userEvent.click(await screen.findByRole('link', { name: 'Apply' }));
    expect(await screen.findByText('application flow')).toBeInTheDocument();
  });

  it('links to the open application instead of offering a second one, in Arabic', async () => {
    programsApi({
      canApply: false,
      openApplicationId: 'app-1',
      reasons: [
        {
          code: 'OPEN_APPLICATION',
          message: 'لديك طلب قائم برقم SSP-2026-0000042.',
          values: { applicationNumber: 'SSP-2026-0000042' },
          fixPath: paths.applications,
        },
      ],
    });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.programs });
    expect(await screen.findByTestId('ssp-open')).toHaveTextContent('لديك طلب قائم على هذا البرنامج برقم SSP-2026-0000042.');
    expect(screen.getByRole('link', { name: 'اذهب إلى طلبك' })).toHaveAttribute('href', `${paths.programApplication}?id=app-1`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('برامج الدعم');
  });

  it('keeps the programs for the tab, and asks a dependent nothing an applicant-only endpoint would refuse', async () => {
    sessionStorage.setItem(
      sessionStorageKeys.currentUser,
      JSON.stringify(testSession({ role: 'DEPENDENT' }, { authorities: [{ authority: 'DEPENDENT' }] })),
    );
    const api = programsApi(blocked);
    await renderWithApp(<></>, { language: 'en', routes, path: paths.programs });
    const ssp = (await screen.findAllByTestId('program-card'))[0]!;
    expect(ssp).toHaveTextContent('Applications are made by the head of household.');
    expect(within(ssp).getByRole('link', { name: 'Applications you are part of' })).toHaveAttribute(
      'href',
      paths.dependentProgramApplication,
    );
    expect(screen.queryByRole('link', { name: 'See your Ramadan reward' })).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/programs/list']);
    expect(JSON.parse(sessionStorage.getItem(sessionStorageKeys.programs) ?? 'null')).toEqual(programs);
  });

  it('words a ban of one day, and two days in Arabic, with their plural forms', async () => {
    const ban = (remainingDays: number): ValidateApplicationResult => ({
      canApply: false,
      openApplicationId: null,
      reasons: [{ code: 'UNDER_BAN', message: 'server words', values: { banEndsOn: '2026-03-01', remainingDays }, fixPath: null }],
    });
    programsApi(ban(1));
    const first = await renderWithApp(<></>, { language: 'en', routes, path: paths.programs });
    expect(await screen.findByTestId('apply-blocker')).toHaveTextContent(
      'An application of your household was withdrawn: you may apply again in 1 day, from 1 March 2026 (12 Ramadan 1447 AH).',
    );
    first.unmount();
    programsApi(ban(2));
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.programs });
    expect(await screen.findByTestId('apply-blocker')).toHaveTextContent(
      'سُحب طلب سابق لأسرتك: يمكنك التقديم مجدداً بعد يومين، ابتداءً من 1 مارس 2026 (12 رمضان 1447 هـ).',
    );
  });

  it('says when the check could not be made and tries again on request', async () => {
    let attempts = 0;
    fakeApi({
      'GET /api/programs/list': { body: programs },
      'GET /api/application/validate-application/3001': () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: { code: 'INTERNAL', message: 'boom' } } : { body: blocked };
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.programs });
    const failed = await screen.findByTestId('ssp-check-failed');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('apply-blocker')).toHaveLength(3);
  });
});
