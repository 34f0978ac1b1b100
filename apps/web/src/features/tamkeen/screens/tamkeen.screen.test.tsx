import { sessionStorageKeys } from '@sanad/contract/client';
import type { AbleToWorkTabsStatus } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { AbleToWorkProfileScreen } from './able-to-work-profile.screen.tsx';
import { TamkeenScreen } from './tamkeen.screen.tsx';
import { TreatableProfileScreen } from './treatable-profile.screen.tsx';

const routes = [
  { path: paths.tamkeen, element: <TamkeenScreen /> },
  { path: paths.tamkeenAbleToWorkProfile, element: <AbleToWorkProfileScreen /> },
  { path: paths.tamkeenTreatableProfile, element: <TreatableProfileScreen /> },
];

const ableToWork = { classification: 'ABLE_TO_WORK', track: 'EMPLOYMENT', classifiedAt: '2026-11-01T08:00:00.000Z' };
const halfDone: AbleToWorkTabsStatus = {
  educationTabCompleted: true,
  volunteerExperienceTabCompleted: false,
  experienceTabCompleted: true,
  trainingTabCompleted: false,
  skillsTabCompleted: true,
  attachmentTabCompleted: false,
  profileStatus: 75001,
};
const base = '/api/tamkeen';

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(
    sessionStorageKeys.lookups,
    JSON.stringify({
      educationLevel: [{ code: 'DIPLOMA', nameAr: 'دبلوم', nameEn: 'Diploma' }],
      majors: [{ code: 'ACCOUNTING', nameAr: 'المحاسبة', nameEn: 'Accounting' }],
      professionSkills: [{ code: 'COMPUTER', nameAr: 'استخدام الحاسب الآلي', nameEn: 'Computer use' }],
    }),
  );
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('the tamkeen dashboard', () => {
  it('shows the classification, the track and the profile progress, caches the classification, and offers the profile and the track', async () => {
    fakeApi({
      [`GET ${base}/classification/load`]: { body: ableToWork },
      [`GET ${base}/able-to-work-profile/load-tabs-sts`]: { body: halfDone },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.tamkeen });
    expect(await screen.findByTestId('tamkeen-classification')).toHaveTextContent('Able to work');
    expect(screen.getByTestId('tamkeen-track')).toHaveTextContent('Employment');
    expect(await screen.findByTestId('tamkeen-progress')).toHaveTextContent('3 of 6 sections done.');
    expect(screen.getByTestId('tamkeen-profile-status')).toHaveTextContent('Profile status: Started.');
    expect(screen.getByTestId('tamkeen-open-profile')).toHaveAttribute('href', paths.tamkeenAbleToWorkProfile);
    // Nothing not built yet is offered.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      paths.tamkeenAbleToWorkProfile,
      paths.tamkeenTrack,
    ]);
    expect(screen.getByTestId('tamkeen-track-card')).toHaveTextContent('You are on the Employment track.');
    expect(JSON.parse(sessionStorage.getItem(sessionStorageKeys.classification) ?? 'null')).toEqual(ableToWork);
  });

  it('tells an exempt person in Arabic that there is nothing to do', async () => {
    fakeApi({ [`GET ${base}/classification/load`]: { body: { classification: 'EXEMPT', track: null, classifiedAt: null } } });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.tamkeen });
    expect(await screen.findByTestId('tamkeen-not-enrolled')).toHaveTextContent('أنت معفى من برنامج تمكين');
    expect(screen.queryByTestId('tamkeen-profile-card')).toBeNull();
  });

  it('shows the treatable profile to a TREATABLE person and a message to others', async () => {
    fakeApi({ [`GET ${base}/classification/load`]: { body: { classification: 'TREATABLE', track: 'TREATMENT', classifiedAt: null } } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.tamkeenTreatableProfile });
    expect(await screen.findByText('What comes next')).toBeInTheDocument();
    expect(screen.queryByTestId('tamkeen-treatable-not-yours')).toBeNull();
  });
});

describe('the able-to-work profile', () => {
  it('badges each tab, saves a tab with a new row and shows the server field errors at the row', async () => {
    let saves = 0;
    const api = fakeApi({
      [`GET ${base}/classification/load`]: { body: ableToWork },
      [`GET ${base}/able-to-work-profile/load-tabs-sts`]: { body: halfDone },
      [`GET ${base}/able-to-work-profile/load-profile-sts`]: { body: { profileStatus: 75001, summary: null } },
      [`GET ${base}/education/load`]: { body: { items: [], none: false } },
      [`POST ${base}/education/save`]: () => {
        saves += 1;
        return saves === 1
          ? {
              status: 400,
              body: {
                code: 'VALIDATION_FAILED',
                message: 'Some of the information entered is not valid.',
                fieldErrors: [{ field: 'body.items.0.institution', code: 'invalid', message: 'This value is not valid.' }],
              },
            }
          : { body: halfDone };
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.tamkeenAbleToWorkProfile });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      expect.stringContaining('Education'),
      expect.stringContaining('Work experience'),
      expect.stringContaining('Volunteer work'),
      expect.stringContaining('Training'),
      expect.stringContaining('Skills'),
      expect.stringContaining('CV'),
    ]);
    expect(within(tabs[0]!).getByTestId('completion-badge')).toHaveAttribute('data-done', 'true');
    expect(within(tabs[2]!).getByTestId('completion-badge')).toHaveAttribute('data-done', 'false');

    const form = await screen.findByTestId('tamkeen-education-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a qualification' }));
    const row = within(form).getByTestId('tamkeen-education-row');
    await userEvent.selectOptions(within(row).getByLabelText(/Education level/), 'DIPLOMA');
    await userEvent.type(within(row).getByLabelText(/School, college or university/), 'Riyadh College');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('This value is not valid.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.callsTo('POST', `${base}/education/save`)).toHaveLength(2));
    expect(api.callsTo('POST', `${base}/education/save`)[1]?.body).toEqual({
      none: false,
      items: [{ educationLevel: 'DIPLOMA', major: null, institution: 'Riyadh College', graduationYear: null }],
    });
  });

  it('says "I have none" with an empty list', async () => {
    const api = fakeApi({
      [`GET ${base}/classification/load`]: { body: ableToWork },
      [`GET ${base}/able-to-work-profile/load-tabs-sts`]: { body: halfDone },
      [`GET ${base}/able-to-work-profile/load-profile-sts`]: { body: { profileStatus: 75001, summary: null } },
      [`GET ${base}/education/load`]: { body: { items: [], none: false } },
      [`GET ${base}/volunteer-experience/load`]: { body: { items: [], none: false } },
      [`POST ${base}/volunteer-experience/save`]: { body: { ...halfDone, volunteerExperienceTabCompleted: true } },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.tamkeenAbleToWorkProfile });
    const tabs = await screen.findAllByRole('tab');
    await userEvent.click(tabs[2]!);
    const form = await screen.findByTestId('tamkeen-volunteerExperience-form');
    await userEvent.click(within(form).getByLabelText('I have done no volunteer work'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.callsTo('POST', `${base}/volunteer-experience/save`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/volunteer-experience/save`)[0]?.body).toEqual({ none: true, items: [] });
    await vi.waitFor(() =>
      expect(within(screen.getAllByRole('tab')[2]!).getByTestId('completion-badge')).toHaveAttribute('data-done', 'true'),
    );
  });
});
