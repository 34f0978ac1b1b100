import { sessionStorageKeys } from '@sanad/contract/client';
import type { ApplicationAction, ApplicationDetails, ApplicationStatus } from '@sanad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { fakeApi, type FakeResponse, type RecordedCall } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { ProgramApplicationScreen } from '../screens/program-application.screen.tsx';
import { details, house, lookups, selectionDependent } from '../flow/test-fixtures.ts';

const routes = [{ path: paths.programApplication, element: <ProgramApplicationScreen /> }];
const pagePath = `${paths.programApplication}?id=app-1`;

type Handlers = Record<string, FakeResponse | ((call: RecordedCall) => FakeResponse)>;

function pageApi(application: ApplicationDetails, extra: Handlers = {}) {
  return fakeApi({
    'GET /api/application/load-ssp-application-details/app-1': { body: application },
    'GET /api/application/load-selected-houses-dependents/app-1': {
      body: [{ house, dependents: [selectionDependent({ selected: true })] }],
    },
    'GET /api/application/load-ssp-application-documents/app-1': { body: [] },
    ...extra,
  });
}

const actionIds: Record<ApplicationAction, string> = {
  EDIT_DRAFT: 'action-edit-draft',
  SUBMIT: 'action-submit',
  CANCEL_SUBMIT: 'action-cancel-submit',
  WITHDRAW: 'action-withdraw',
  RESUME_PAYMENT: 'action-resume-payment',
  EDIT_DOCUMENTS: 'edit-documents',
  MANUAL_REAPPLY: 'action-manual-reapply',
};

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(lookups));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});
afterEach(() => {
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
});

describe('the application page', () => {
  it('shows the number, program, state, dates, counts and the timeline oldest first in words', async () => {
    pageApi(
      details(
        {
          status: 'UNDER_STUDY',
          submittedAt: '2026-01-06T08:00:00.000Z',
          housesCount: 1,
          dependentsCount: 2,
          documentsCount: 3,
          allowedActions: ['WITHDRAW'],
        },
        {
          events: [
            { type: 'CREATED', fromStatus: null, toStatus: 'DRAFT', note: null, at: '2026-01-05T08:00:00.000Z' },
            { type: 'SUBMIT', fromStatus: 'DRAFT', toStatus: 'SUBMITTED', note: null, at: '2026-01-06T08:00:00.000Z' },
            {
              type: 'START_STUDY',
              fromStatus: 'SUBMITTED',
              toStatus: 'UNDER_STUDY',
              note: 'Taken by the office',
              at: '2026-01-07T08:00:00.000Z',
            },
            { type: 'SOMETHING_NEW', fromStatus: null, toStatus: null, note: null, at: '2026-01-08T08:00:00.000Z' },
          ],
        },
      ),
    );
    await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application SSP-2026-0000042' })).toBeInTheDocument();
    const facts = screen.getByTestId('application-facts');
    expect(facts).toHaveTextContent('Social security');
    expect(within(facts).getByTestId('application-status')).toHaveTextContent('Under study');
    // Both calendars, the Gregorian one machine-readable.
    const submitted = within(facts).getByTestId('application-submitted');
    expect(submitted).toHaveTextContent('6 January 2026 (17 Rajab 1447 AH)');
    expect(submitted.querySelector('time')).toHaveAttribute('dateTime', '2026-01-06T08:00:00.000Z');
    expect(facts).toHaveTextContent('Houses: 1 · Dependents: 2 · Documents: 3');
    const events = within(screen.getByTestId('application-timeline')).getAllByTestId('timeline-event');
    expect(events.map((event) => event.querySelector('p')?.textContent)).toEqual([
      'Application started',
      'Application submitted',
      'Study started',
      'Application updated',
    ]);
    expect(events[2]).toHaveTextContent('Taken by the office');
    // Each event's date in both calendars, the same day the facts above give (both read in UTC).
    expect(events[1]).toHaveTextContent('6 January 2026 (17 Rajab 1447 AH)');
  });

  const cases: [ApplicationStatus, ApplicationAction[]][] = [
    ['DRAFT', ['EDIT_DRAFT', 'SUBMIT']],
    ['SUBMITTED', ['CANCEL_SUBMIT', 'WITHDRAW']],
    ['SUSPENDED', ['WITHDRAW', 'RESUME_PAYMENT']],
    ['INELIGIBLE', ['WITHDRAW', 'MANUAL_REAPPLY']],
    ['UNDER_STUDY', ['WITHDRAW', 'EDIT_DOCUMENTS']],
    ['CANCELED', []],
  ];
  it.each(cases)('in state %s shows only the actions it allows: %j', async (status, allowed) => {
    pageApi(details({ status, allowedActions: allowed }));
    await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    await screen.findByTestId('application-facts');
    for (const [action, testId] of Object.entries(actionIds)) {
      if (allowed.includes(action as ApplicationAction)) expect(screen.getByTestId(testId), action).toBeInTheDocument();
      else expect(screen.queryByTestId(testId), action).not.toBeInTheDocument();
    }
    if (allowed.length === 0) expect(screen.queryByTestId('application-actions')).not.toBeInTheDocument();
  });

  it('continues a draft at its first step', async () => {
    pageApi(details());
    await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    expect(await screen.findByTestId('action-edit-draft')).toHaveAttribute('href', `${paths.programApplication}?id=app-1&step=1`);
  });

  it('states the ban in the withdraw dialog, asks for a reason, then shows the days left', async () => {
    const user = userEvent.setup();
    let current = details({ status: 'ELIGIBLE', allowedActions: ['WITHDRAW', 'MANUAL_REAPPLY'] });
    const api = pageApi(current, {
      'GET /api/application/load-ssp-application-details/app-1': () => ({ body: current }),
      'POST /api/application/withdraw': () => {
        current = details(
          { status: 'WITHDRAWN', allowedActions: [] },
          { banEndsAt: '2026-04-06T00:00:00.000Z', statusReason: 'Moving abroad' },
        );
        return { body: current };
      },
      'GET /api/application/remaining-ban-period': { body: { banned: true, banEndsAt: '2026-04-06T00:00:00.000Z', remainingDays: 90 } },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    await user.click(await screen.findByTestId('action-withdraw'));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the application?' });
    expect(within(dialog).getByTestId('withdraw-ban')).toHaveTextContent('you cannot apply for this program again for 90 days');

    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    expect(within(dialog).getByLabelText(/Why are you withdrawing/)).toHaveAccessibleDescription('This field is required.');
    expect(api.callsTo('POST', '/api/application/withdraw')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Why are you withdrawing/), 'Moving abroad');
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    expect(await screen.findByTestId('application-ban')).toHaveTextContent(
      'You cannot apply again for 90 days, until 6 April 2026 (18 Shawwal 1447 AH).',
    );
    expect(api.callsTo('POST', '/api/application/withdraw')[0]?.body).toEqual({ applicationId: 'app-1', reason: 'Moving abroad' });
    await waitFor(() => expect(screen.queryByTestId('application-actions')).not.toBeInTheDocument());
  });

  it('cancels a submission only after the confirmation', async () => {
    const user = userEvent.setup();
    const api = pageApi(details({ status: 'SUBMITTED', allowedActions: ['CANCEL_SUBMIT', 'WITHDRAW'] }), {
      'POST /api/application/cancel-submit/app-1': { body: details({ status: 'CANCELED', allowedActions: [] }).summary },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    await user.click(await screen.findByTestId('action-cancel-submit'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the submission?' });
    expect(api.callsTo('POST', '/api/application/cancel-submit/app-1')).toHaveLength(0);
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(api.callsTo('POST', '/api/application/cancel-submit/app-1')).toHaveLength(1));
  });

  it('resumes payment once the applicant re-confirms their data', async () => {
    const user = userEvent.setup();
    const api = pageApi(details({ status: 'SUSPENDED', allowedActions: ['RESUME_PAYMENT', 'WITHDRAW'] }), {
      'POST /api/application/resume-payment': { body: details({ status: 'ELIGIBLE', allowedActions: [] }).summary },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    await user.click(await screen.findByTestId('action-resume-payment'));
    const dialog = await screen.findByRole('dialog', { name: 'Resume payments' });
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    expect(within(dialog).getByRole('checkbox')).toHaveAccessibleDescription('Tick the box to confirm that your data is up to date.');
    expect(api.callsTo('POST', '/api/application/resume-payment')).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/application/resume-payment')[0]?.body).toEqual({ applicationId: 'app-1', confirmed: true }),
    );
  });

  it('asks for a new study of a house found ineligible, with a reason', async () => {
    const user = userEvent.setup();
    const api = pageApi(details({ status: 'INELIGIBLE', allowedActions: ['MANUAL_REAPPLY', 'WITHDRAW'] }), {
      'POST /api/application/ineligible-house/manual-reapply': (call) => ({
        body: {
          id: 'r-1',
          applicationId: 'app-1',
          kind: 'INELIGIBLE_HOUSE',
          subjectId: (call.body as { houseId: string }).houseId,
          period: '2026-02',
          status: 'PENDING',
          applicationStatus: 'INELIGIBLE',
          createdAt: '2026-01-20T08:00:00.000Z',
        },
      }),
    });
    await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    await user.click(await screen.findByTestId('action-manual-reapply'));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a new study' });
    await user.selectOptions(within(dialog).getByLabelText('What should be studied again?'), 'INELIGIBLE_HOUSE');
    await user.selectOptions(await within(dialog).findByLabelText(/^House/), 'h-1');
    await user.type(within(dialog).getByLabelText(/Why should it be studied again/), 'Our income fell');
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/application/ineligible-house/manual-reapply')[0]?.body).toEqual({
        applicationId: 'app-1',
        houseId: 'h-1',
        reason: 'Our income fell',
      }),
    );
  });

  it('shows the open request for documents and sends the answer with submit-edit', async () => {
    const user = userEvent.setup();
    const api = pageApi(
      details(
        { status: 'UNDER_STUDY', hasPendingDocuments: true, allowedActions: ['WITHDRAW', 'EDIT_DOCUMENTS'] },
        {
          pendingDocumentRequest: {
            id: 'q-1',
            documentTypes: ['LEASE'],
            note: 'The lease of the house',
            requestedAt: '2026-01-10T08:00:00.000Z',
          },
        },
      ),
      { 'POST /api/application/submit-edit': { body: { success: true } } },
    );
    await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    const request = await screen.findByTestId('document-request');
    expect(request).toHaveTextContent('On 10 January 2026 (21 Rajab 1447 AH) we asked you for: Lease contract.');
    expect(request).toHaveTextContent('Note: The lease of the house');
    const editor = screen.getByTestId('edit-documents');
    const type = within(editor).getByLabelText(/Document type/);
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Lease contract']);
    await user.click(within(editor).getByTestId('edit-documents-send'));
    await waitFor(() => expect(api.callsTo('POST', '/api/application/submit-edit')[0]?.body).toEqual({ applicationId: 'app-1' }));
  });

  it('reads in Arabic', async () => {
    pageApi(details({ status: 'SUBMITTED', allowedActions: ['CANCEL_SUBMIT', 'WITHDRAW'] }));
    await renderWithApp(<></>, { language: 'ar', routes, path: pagePath });
    expect(await screen.findByRole('heading', { level: 1, name: 'الطلب SSP-2026-0000042' })).toBeInTheDocument();
    expect(screen.getByTestId('action-withdraw')).toHaveTextContent('سحب الطلب');
  });
  it('shows the days left of the ban on every visit of a withdrawn application', async () => {
    const api = pageApi(
      details({ status: 'WITHDRAWN', allowedActions: [] }, { banEndsAt: '2026-04-06T00:00:00.000Z', statusReason: 'Moving abroad' }),
      { 'GET /api/application/remaining-ban-period': { body: { banned: true, banEndsAt: '2026-04-06T00:00:00.000Z', remainingDays: 12 } } },
    );
    await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    expect(await screen.findByTestId('application-ban')).toHaveTextContent(
      'You cannot apply again for 12 days, until 6 April 2026 (18 Shawwal 1447 AH).',
    );
    expect(api.callsTo('GET', '/api/application/remaining-ban-period')).toHaveLength(1);
  });

  it.each([
    [1, 'لا يمكنك التقديم مجدداً لمدة يوم واحد، حتى 6 أبريل 2026 (18 شوال 1447 هـ).'],
    [2, 'لا يمكنك التقديم مجدداً لمدة يومين، حتى 6 أبريل 2026 (18 شوال 1447 هـ).'],
    [3, 'لا يمكنك التقديم مجدداً لمدة 3 أيام، حتى 6 أبريل 2026 (18 شوال 1447 هـ).'],
    [11, 'لا يمكنك التقديم مجدداً لمدة 11 يوماً، حتى 6 أبريل 2026 (18 شوال 1447 هـ).'],
    [100, 'لا يمكنك التقديم مجدداً لمدة 100 يوم، حتى 6 أبريل 2026 (18 شوال 1447 هـ).'],
  ])('counts %i days left in Arabic with the plural form of the number', async (remainingDays, text) => {
    pageApi(details({ status: 'WITHDRAWN', allowedActions: [] }, { banEndsAt: '2026-04-06T00:00:00.000Z' }), {
      'GET /api/application/remaining-ban-period': { body: { banned: true, banEndsAt: '2026-04-06T00:00:00.000Z', remainingDays } },
    });
    await renderWithApp(<></>, { language: 'ar', routes, path: pagePath });
    expect(await screen.findByTestId('application-ban')).toHaveTextContent(text);
  });

  it('says the ban is over once it is, and the end date alone when the days cannot be read', async () => {
    pageApi(details({ status: 'WITHDRAWN', allowedActions: [] }, { banEndsAt: '2026-01-06T00:00:00.000Z' }), {
      'GET /api/application/remaining-ban-period': { body: { banned: false, banEndsAt: null, remainingDays: 0 } },
    });
    const first = await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    expect(await screen.findByTestId('application-ban')).toHaveTextContent(
      'The waiting period after the withdrawal is over: you can apply again.',
    );
    first.unmount();

    pageApi(details({ status: 'WITHDRAWN', allowedActions: [] }, { banEndsAt: '2026-04-06T00:00:00.000Z' }), {
      'GET /api/application/remaining-ban-period': { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    await waitFor(() =>
      expect(screen.getByTestId('application-ban')).toHaveTextContent('You cannot apply again until 6 April 2026 (18 Shawwal 1447 AH).'),
    );
  });

  it('states a ban of one day in the withdraw dialog in words', async () => {
    const user = userEvent.setup();
    pageApi(details({ status: 'ELIGIBLE', allowedActions: ['WITHDRAW'] }, { withdrawBanDays: 1 }));
    await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    await user.click(await screen.findByTestId('action-withdraw'));
    expect(await screen.findByTestId('withdraw-ban')).toHaveTextContent('you cannot apply for this program again for 1 day.');
  });

  it('says "application not found" for an id that is not the caller\'s, without a retry', async () => {
    fakeApi({
      'GET /api/application/load-ssp-application-details/app-1': { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application not found' })).toBeInTheDocument();
    expect(screen.getByTestId('application-not-found')).toHaveTextContent('The link may be wrong or incomplete.');
    expect(within(screen.getByTestId('application-not-found')).getByRole('link', { name: 'See your applications' })).toHaveAttribute(
      'href',
      paths.applications,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('still offers a retry when the application could not be read for another reason', async () => {
    fakeApi({ 'GET /api/application/load-ssp-application-details/app-1': { status: 503, body: { code: 'UNAVAILABLE', message: 'Busy' } } });
    await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    expect(await screen.findByTestId('flow-load-failed')).toHaveTextContent('Try again');
    expect(screen.queryByTestId('application-not-found')).not.toBeInTheDocument();
  });

  it('does not send the requested documents while a chosen file is not uploaded', async () => {
    const user = userEvent.setup();
    const api = pageApi(
      details(
        { status: 'UNDER_STUDY', hasPendingDocuments: true, allowedActions: ['EDIT_DOCUMENTS'] },
        { pendingDocumentRequest: { id: 'q-1', documentTypes: ['LEASE'], note: null, requestedAt: '2026-01-10T08:00:00.000Z' } },
      ),
      { 'POST /api/application/submit-edit': { body: { success: true } } },
    );
    await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    const editor = await screen.findByTestId('edit-documents');
    await user.upload(
      within(editor).getByLabelText('Choose files'),
      new File([new Uint8Array(10)], 'lease.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(editor).getByTestId('edit-documents-send'));
    const summaryBox = await within(editor).findByTestId('error-summary');
    expect(summaryBox).toHaveTextContent('Upload the file you chose, or remove it.');
    expect(within(summaryBox).getByRole('link')).toHaveAttribute('href', '#edit-documents-upload-input');
    expect(api.callsTo('POST', '/api/application/submit-edit')).toHaveLength(0);
  });
  it('offers only the kinds of new study that apply now, each with only the houses or dependents whose outcome fits', async () => {
    const user = userEvent.setup();
    const other = { ...house, id: 'h-2' };
    const api = pageApi(
      details({ status: 'ELIGIBLE', allowedActions: ['MANUAL_REAPPLY'], reapplyKinds: ['INELIGIBLE_HOUSE', 'INELIGIBLE_DEPENDENT'] }),
      {
        'GET /api/application/load-selected-houses-dependents/app-1': {
          body: [
            {
              house,
              outcome: 'ELIGIBLE',
              dependents: [
                selectionDependent({ id: 'd-1', nameEn: 'Noura', selected: true, outcome: 'INELIGIBLE' }),
                selectionDependent({ id: 'd-3', nameEn: 'Sara', selected: true, outcome: 'ELIGIBLE' }),
                selectionDependent({ id: 'd-4', nameEn: 'Huda', selected: false, outcome: null }),
              ],
            },
            { house: other, outcome: 'INELIGIBLE', dependents: [] },
          ],
        },
        'POST /api/application/ineligible-dependent/manual-reapply': (call) => ({
          body: {
            id: 'r-2',
            applicationId: 'app-1',
            kind: 'INELIGIBLE_DEPENDENT',
            subjectId: (call.body as { dependentId: string }).dependentId,
            period: '2026-02',
            status: 'PENDING',
            applicationStatus: 'ELIGIBLE',
            createdAt: '2026-01-20T08:00:00.000Z',
          },
        }),
      },
    );
    await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    await user.click(await screen.findByTestId('action-manual-reapply'));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a new study' });
    const kind = within(dialog).getByLabelText('What should be studied again?');
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options(kind)).toEqual(['A house found not eligible', 'A dependent found not eligible']);
    // The ineligible house only, numbered as the application numbers its houses.
    expect(options(await within(dialog).findByLabelText(/^House/))).toEqual(['Choose…', 'House 2']);
    await user.selectOptions(kind, 'INELIGIBLE_DEPENDENT');
    const dependent = await within(dialog).findByLabelText(/^Dependent/);
    expect(options(dependent)).toEqual(['Choose…', 'Noura']);
    await user.selectOptions(dependent, 'd-1');
    await user.type(within(dialog).getByLabelText(/Why should it be studied again/), 'She found no work');
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/application/ineligible-dependent/manual-reapply')[0]?.body).toEqual({
        applicationId: 'app-1',
        dependentId: 'd-1',
        reason: 'She found no work',
      }),
    );
  });

  it('offers a declined house alone for the declined-house study', async () => {
    const user = userEvent.setup();
    pageApi(details({ status: 'ELIGIBLE', allowedActions: ['MANUAL_REAPPLY'], reapplyKinds: ['DECLINED_HOUSE'] }), {
      'GET /api/application/load-selected-houses-dependents/app-1': {
        body: [
          { house, outcome: 'INELIGIBLE', dependents: [] },
          { house: { ...house, id: 'h-2' }, outcome: 'DECLINED', dependents: [] },
        ],
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: pagePath });
    await user.click(await screen.findByTestId('action-manual-reapply'));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a new study' });
    expect(within(within(dialog).getByLabelText('What should be studied again?')).getAllByRole('option')).toHaveLength(1);
    const houseSelect = await within(dialog).findByLabelText(/^House/);
    expect(
      within(houseSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'House 2']);
  });
});
