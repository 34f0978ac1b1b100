import { sessionStorageKeys } from '@sanad/contract/client';
import type { TamkeenTrackRequestDetails } from '@sanad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { AbleToWorkProfileScreen } from './able-to-work-profile.screen.tsx';
import { TrackScreen } from './track.screen.tsx';

const routes = [
  { path: paths.tamkeenTrack, element: <TrackScreen /> },
  { path: paths.tamkeenAbleToWorkProfile, element: <AbleToWorkProfileScreen /> },
];
const base = '/api/tamkeen';
const ableToWork = { classification: 'ABLE_TO_WORK', track: 'EMPLOYMENT', classifiedAt: '2026-11-01T08:00:00.000Z' };
const trackTypes = {
  current: 'EMPLOYMENT',
  tracks: [
    { code: 'EMPLOYMENT', allowed: true },
    { code: 'TRAINING', allowed: true },
    { code: 'SELF_EMPLOYMENT', allowed: true },
    { code: 'TREATMENT', allowed: false },
  ],
};
const clock = {
  raisedAt: '2026-11-25T08:00:00.000Z',
  promisedBy: '2026-12-09',
  workingDaysLeft: 10,
  overdue: false,
  paused: false,
  pausedWorkingDays: 0,
  documentsDueAt: null,
  decidedAt: null,
};
const filed: TamkeenTrackRequestDetails = {
  id: '6c1b3b0e-3f43-4a43-9b5e-0d7c1c2a1f10',
  requestNumber: 'TR-2026-000007',
  status: 'NEW',
  fromTrack: 'EMPLOYMENT',
  requestedTrack: 'TRAINING',
  raisedAt: clock.raisedAt,
  clock,
  reason: 'I want a training course before looking for work.',
  decisionComment: null,
  canEdit: true,
  history: [{ from: null, to: 'NEW', by: 'APPLICANT', comment: null, at: clock.raisedAt }],
};
const emptyPage = { items: [], page: 0, pageSize: 10, total: 0 };

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('the track screen', () => {
  it('shows the current and allowed tracks, checks a request with the server, files it and opens it', async () => {
    let saved = false;
    const api = fakeApi({
      [`GET ${base}/classification/load`]: { body: ableToWork },
      [`GET ${base}/track/load-type`]: { body: trackTypes },
      [`POST ${base}/change-track-request/load-by-filter`]: () =>
        saved ? { body: { ...emptyPage, items: [filed], total: 1 } } : { body: emptyPage },
      [`POST ${base}/change-track-request/validation`]: { body: { valid: true, currentTrack: 'EMPLOYMENT', requestedTrack: 'TRAINING' } },
      [`POST ${base}/change-track-request/save`]: () => {
        saved = true;
        return { body: filed };
      },
      [`GET ${base}/change-track-request/load-details/${filed.id}`]: { body: filed },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.tamkeenTrack });
    expect(await screen.findByTestId('tamkeen-track-current')).toHaveTextContent('Employment');
    expect(screen.getByTestId('tamkeen-track-allowed')).toHaveTextContent('Employment, Training, Self-employment');
    expect(await screen.findByText('You have filed no change-track request.')).toBeInTheDocument();

    const form = screen.getByTestId('track-request-form');
    // The current track is not offered.
    const select = within(form).getByLabelText(/The track you want/);
    expect(within(select).queryByRole('option', { name: 'Employment' })).toBeNull();
    await userEvent.selectOptions(select, 'TRAINING');
    await userEvent.click(within(form).getByLabelText(/Why this track suits you better/));
    await userEvent.paste(filed.reason);
    await userEvent.click(within(form).getByTestId('track-request-check'));
    expect(await within(form).findByTestId('track-request-checked')).toHaveTextContent('From Employment to Training.');
    expect(api.callsTo('POST', `${base}/change-track-request/validation`)[0]?.body).toEqual({
      requestedTrack: 'TRAINING',
      reason: filed.reason,
    });
    expect(api.callsTo('POST', `${base}/change-track-request/save`)).toHaveLength(0);

    await userEvent.click(within(form).getByTestId('track-request-file'));
    const details = await screen.findByTestId('track-request-details');
    expect(within(details).getByText('Request TR-2026-000007')).toBeInTheDocument();
    expect(within(details).getByTestId('track-request-status')).toHaveTextContent('New');
    expect(within(details).getByTestId('track-request-clock')).toHaveTextContent('10 working days left');
    expect(await screen.findByTestId('tamkeen-track-open-request')).toHaveTextContent('TR-2026-000007');
    await waitFor(() =>
      expect(within(screen.getByTestId('track-requests')).getByRole('cell', { name: 'TR-2026-000007' })).toBeInTheDocument(),
    );
  });

  it('shows in Arabic why the server refuses a second request while one is open', async () => {
    fakeApi({
      [`GET ${base}/classification/load`]: { body: ableToWork },
      [`GET ${base}/track/load-type`]: { body: trackTypes },
      [`POST ${base}/change-track-request/load-by-filter`]: { body: { ...emptyPage, items: [filed], total: 1 } },
      [`POST ${base}/change-track-request/validation`]: {
        status: 409,
        body: {
          code: 'TAMKEEN_TRACK_REQUEST_OPEN',
          message: 'لديك طلب تغيير مسار مفتوح (TR-2026-000007). يمكنك تقديم طلب آخر بعد البت فيه.',
        },
      },
    });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.tamkeenTrack });
    expect(await screen.findByTestId('tamkeen-track-open-request')).toHaveTextContent('لديك طلب مفتوح (TR-2026-000007)');
    const form = screen.getByTestId('track-request-form');
    await userEvent.selectOptions(within(form).getByLabelText(/المسار الذي تريده/), 'SELF_EMPLOYMENT');
    await userEvent.click(within(form).getByLabelText(/لماذا يناسبك/));
    await userEvent.paste('أريد أن أبدأ مشروعي الصغير.');
    await userEvent.click(within(form).getByTestId('track-request-check'));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent('لديك طلب تغيير مسار مفتوح');
    expect(within(form).queryByTestId('track-request-checked')).toBeNull();
  });

  it('changes a NEW request opened from the list', async () => {
    const api = fakeApi({
      [`GET ${base}/classification/load`]: { body: ableToWork },
      [`GET ${base}/track/load-type`]: { body: trackTypes },
      [`POST ${base}/change-track-request/load-by-filter`]: { body: { ...emptyPage, items: [filed], total: 1 } },
      [`GET ${base}/change-track-request/load-details/${filed.id}`]: { body: filed },
      [`POST ${base}/change-track-request/edit`]: { body: { ...filed, requestedTrack: 'SELF_EMPLOYMENT' } },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: `${paths.tamkeenTrack}?id=${filed.id}` });
    await userEvent.click(await screen.findByTestId('track-request-edit-open'));
    const form = screen.getByTestId('track-request-edit-form');
    await userEvent.selectOptions(within(form).getByLabelText(/The track you want/), 'SELF_EMPLOYMENT');
    await userEvent.click(within(form).getByTestId('track-request-edit-save'));
    await waitFor(() => expect(screen.queryByTestId('track-request-edit-form')).toBeNull());
    expect(api.callsTo('POST', `${base}/change-track-request/edit`)[0]?.body).toEqual({
      id: filed.id,
      requestedTrack: 'SELF_EMPLOYMENT',
      reason: filed.reason,
    });
  });

  it('asks for a track and a reason before calling the server', async () => {
    const api = fakeApi({
      [`GET ${base}/classification/load`]: { body: ableToWork },
      [`GET ${base}/track/load-type`]: { body: trackTypes },
      [`POST ${base}/change-track-request/load-by-filter`]: { body: emptyPage },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.tamkeenTrack });
    await userEvent.click(await screen.findByTestId('track-request-check'));
    expect(await screen.findByTestId('error-summary')).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/change-track-request/validation`)).toHaveLength(0);
  });
});

describe('the CV download', () => {
  it('builds the CV on the server and saves it as a PDF', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cv'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = fakeApi({
      [`GET ${base}/classification/load`]: { body: ableToWork },
      [`GET ${base}/able-to-work-profile/load-tabs-sts`]: {
        body: {
          educationTabCompleted: true,
          volunteerExperienceTabCompleted: true,
          experienceTabCompleted: true,
          trainingTabCompleted: true,
          skillsTabCompleted: true,
          attachmentTabCompleted: true,
          profileStatus: 75002,
        },
      },
      [`GET ${base}/able-to-work-profile/load-profile-sts`]: { body: { profileStatus: 75002, summary: null } },
      [`GET ${base}/education/load`]: { body: { items: [], none: true } },
      [`POST ${base}/cv-attachment/generate-cv`]: { body: '%PDF-1.7' },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.tamkeenAbleToWorkProfile });
    await userEvent.click(await screen.findByTestId('tamkeen-cv-download'));
    await waitFor(() => expect(saved).toEqual(['cv.pdf']));
    expect(api.callsTo('POST', `${base}/cv-attachment/generate-cv`)).toHaveLength(1);
    click.mockRestore();
  });
});
