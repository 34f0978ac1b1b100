import { sessionStorageKeys } from '@sanad/contract/client';
import type { ApplicationDetails, AttachmentSummary } from '@sanad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { paths } from '../../../app/paths.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { sendUpload } from '../../../components/upload/upload-call.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { fakeApi, type FakeResponse, type RecordedCall } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { ProgramApplicationScreen } from './program-application.screen.tsx';
import { details, formFields, headersOf, house, lookups, selectionDependent, son, summary } from '../flow/test-fixtures.ts';

vi.mock('../../../components/upload/upload-call.ts', () => ({ sendUpload: vi.fn() }));
const send = vi.mocked(sendUpload);

/** The language switch of the shell, as far as a screen sees it. */
function SwitchToArabic() {
  const { setLanguage } = useLanguage();
  return (
    <button type="button" onClick={() => void setLanguage('ar')}>
      switch to Arabic
    </button>
  );
}

const routes = [
  {
    path: paths.programApplication,
    element: (
      <>
        <ProgramApplicationScreen />
        <SwitchToArabic />
      </>
    ),
  },
  { path: paths.programs, element: <p>programs screen</p> },
  { path: paths.applications, element: <p>applications screen</p> },
];

const pdf = (name: string) => new File([new Uint8Array(1000)], name, { type: 'application/pdf' });
const lease = (fileName: string): AttachmentSummary => ({
  id: `att-${fileName}`,
  fileName,
  contentType: 'application/pdf',
  sizeBytes: 1000,
  documentType: 'LEASE',
  dependentId: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  usedBy: [{ applicationId: 'app-1', number: 'SSP-2026-0000042' }],
});
const documentsStep = `${paths.programApplication}?id=app-1&step=4`;

type Handlers = Record<string, FakeResponse | ((call: RecordedCall) => FakeResponse)>;

/** A server holding one draft whose houses and dependents change as the steps save them. */
function flowApi(extra: Handlers = {}, draft: ApplicationDetails | null = null) {
  let current = draft;
  let houseSelected = false;
  let dependentIds: string[] = [];
  const wife = () => selectionDependent({ selected: dependentIds.includes('d-1') });
  return fakeApi({
    'GET /api/application/loadForProgramApplication/': () => ({ body: current?.summary ?? null }),
    'GET /api/application/validate-application/3001': { body: { canApply: true, openApplicationId: null, reasons: [] } },
    'GET /api/programs/form/3001': { body: formFields },
    'POST /api/application/save-ssp-application-details': (call) => {
      current = details({}, { formAnswers: (call.body as { formAnswers: Record<string, string> }).formAnswers });
      return { body: current };
    },
    'GET /api/application/load-ssp-application-details/app-1': () =>
      current ? { body: current } : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
    'GET /api/application/load-selected-houses/app-1': () => ({ body: [{ ...house, selected: houseSelected }] }),
    'POST /api/application/select-houses/app-1/h-1': (call) => {
      houseSelected = (call.body as { selected: boolean }).selected;
      return { body: houseSelected ? [house] : [] };
    },
    'GET /api/application/load-selected-houses-dependents/app-1': () => ({
      body: houseSelected ? [{ house, dependents: [wife(), son] }] : [],
    }),
    'POST /api/application/select-houses-dependents/app-1/h-1': (call) => {
      dependentIds = (call.body as { dependentIds: string[] }).dependentIds;
      return { body: [wife(), son] };
    },
    'GET /api/application/load-ssp-application-documents/app-1': { body: [] },
    'GET /api/application/load-user-iban': { body: { iban: 'SA03 **** **** **** **** 1234', bankCode: null, status: 'VERIFIED' } },
    'POST /api/application/submit': () => {
      current = details({ status: 'SUBMITTED', submittedAt: '2026-01-06T08:00:00.000Z', allowedActions: ['CANCEL_SUBMIT', 'WITHDRAW'] });
      return { body: current.summary };
    },
    ...extra,
  });
}

beforeEach(() => {
  send.mockReset();
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(lookups));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});
afterEach(() => {
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
});

const flowStep = async () => (await screen.findByTestId('application-flow')).getAttribute('data-step');

describe('the SSP application flow', () => {
  it('goes to the open application instead of starting another', async () => {
    flowApi({}, details({ status: 'SUBMITTED', allowedActions: ['CANCEL_SUBMIT', 'WITHDRAW'] }));
    await renderWithApp(<></>, { language: 'en', routes, path: paths.programApplication });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application SSP-2026-0000042' })).toBeInTheDocument();
  });

  it('shows what blocks a new application, each with the link that fixes it, and no form', async () => {
    const api = flowApi({
      'GET /api/application/validate-application/3001': {
        body: {
          canApply: false,
          openApplicationId: null,
          reasons: [
            {
              code: 'PROFILE_INCOMPLETE',
              message: 'Complete your unified profile first.',
              values: {},
              fixPath: '/unified-profile?tab=summary',
            },
          ],
        },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.programApplication });
    const blocker = await screen.findByTestId('apply-blocker');
    expect(blocker).toHaveTextContent('Complete your unified profile first.');
    expect(within(blocker).getByRole('link')).toHaveAttribute('href', '/unified-profile?tab=summary');
    expect(screen.queryByTestId('answers-form')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/programs/form/3001')).toHaveLength(0);
  });

  it('checks the dynamic form in the browser with the shared rules before anything is sent', async () => {
    const user = userEvent.setup();
    const api = flowApi();
    await renderWithApp(<></>, { language: 'en', routes, path: paths.programApplication });
    await screen.findByTestId('answers-form');
    // Drawn in display order, whatever order the definitions came in.
    const labels = screen.getAllByRole('textbox').map((box) => box.id);
    expect(labels[0]).toBe('answer-monthlyIncome');

    await user.click(screen.getByTestId('answers-save'));
    const summaryBox = await screen.findByTestId('error-summary');
    expect(
      within(summaryBox)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['This field is required.', 'This field is required.']);
    expect(screen.getByLabelText(/Monthly income/)).toHaveAccessibleDescription('This field is required.');

    await user.type(screen.getByLabelText(/Monthly income/), '99999');
    await user.selectOptions(screen.getByLabelText(/Employment/), 'UNEMPLOYED');
    await user.click(screen.getByTestId('answers-save'));
    await waitFor(() => expect(screen.getByLabelText(/Monthly income/)).toHaveAccessibleDescription('Enter a value of at most 50000.'));
    expect(screen.getByLabelText(/Employment/)).not.toHaveAccessibleDescription();
    expect(api.callsTo('POST', '/api/application/save-ssp-application-details')).toHaveLength(0);
  });

  it('shows a server field error of the form on its field', async () => {
    const user = userEvent.setup();
    flowApi({
      'POST /api/application/save-ssp-application-details': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Check the highlighted fields.',
          fieldErrors: [
            { field: 'body.formAnswers.monthlyIncome', code: 'unique', message: 'This value is already used by another applicant.' },
          ],
        },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.programApplication });
    await user.type(await screen.findByLabelText(/Monthly income/), '1200');
    await user.selectOptions(screen.getByLabelText(/Employment/), 'EMPLOYED');
    await user.click(screen.getByTestId('answers-save'));
    await waitFor(() => expect(screen.getByLabelText(/Monthly income/)).toHaveAccessibleDescription(/already used by another applicant/));
  });

  it('walks the steps in order: answers, houses, dependents per house, documents, review, then submits once', async () => {
    const user = userEvent.setup();
    const api = flowApi();
    await renderWithApp(<></>, { language: 'en', routes, path: paths.programApplication });

    // 1. Your answers: saving creates the draft, which also stores them as the program form's submission.
    expect(await screen.findByRole('list', { name: 'Step 1 of 5' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/Monthly income/), '١٢٠٠');
    await user.selectOptions(screen.getByLabelText(/Employment/), 'UNEMPLOYED');
    await user.click(screen.getByTestId('answers-save'));
    await waitFor(async () => expect(await flowStep()).toBe('2'));
    expect(api.callsTo('POST', '/api/application/save-ssp-application-details')[0]?.body).toEqual({
      applicationId: null,
      formAnswers: { monthlyIncome: '1200', employment: 'UNEMPLOYED' },
    });
    expect(api.callsTo('POST', '/api/programs/form/submit/3001')).toHaveLength(0);

    // 2. Houses: at least one, each tick saved at once.
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 2 of 5: Houses' })).toBeInTheDocument();
    expect(screen.getByTestId('houses-manage')).toHaveAttribute('href', paths.houses);
    await user.click(screen.getByTestId('houses-next'));
    expect(await screen.findByTestId('houses-missing')).toHaveTextContent('Choose at least one house.');
    await user.click(screen.getByRole('checkbox', { name: 'House 1' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'House 1' })).toBeChecked());
    expect(api.callsTo('POST', '/api/application/select-houses/app-1/h-1')[0]?.body).toEqual({ selected: true });
    await user.click(screen.getByTestId('houses-next'));

    // 3. Dependents of each house: the ones not selectable say why.
    await waitFor(async () => expect(await flowStep()).toBe('3'));
    expect(await screen.findByTestId('dependents-not-selectable')).toHaveTextContent('Faisal — Waiting for them to confirm the relation.');
    expect(screen.queryByRole('checkbox', { name: /Faisal/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Noura/ }));
    await user.click(screen.getByTestId('dependents-next'));
    await waitFor(async () => expect(await flowStep()).toBe('4'));
    expect(api.callsTo('POST', '/api/application/select-houses-dependents/app-1/h-1')[0]?.body).toEqual({ dependentIds: ['d-1'] });

    // 4. Documents: the type from the lookup, then the list.
    expect(await screen.findByLabelText(/Document type/)).toBeInTheDocument();
    expect(await screen.findByTestId('application-documents-empty')).toHaveTextContent('No documents have been added yet.');
    await user.click(screen.getByTestId('documents-next'));

    // 5. Review: what will be sent, then one submission however often it is clicked.
    const review = await screen.findByTestId('review');
    expect(within(review).getByTestId('review-answers')).toHaveTextContent('Unemployed');
    expect(within(review).getByTestId('review-houses')).toHaveTextContent('With: Noura');
    expect(within(review).getByTestId('review-iban-value')).toHaveTextContent('SA03 **** **** **** **** 1234');
    const submit = screen.getByTestId('application-submit');
    await user.dblClick(submit);
    await user.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Application SSP-2026-0000042' })).toBeInTheDocument();
    const sent = api.callsTo('POST', '/api/application/submit');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ applicationId: 'app-1' });
    expect(headersOf(api.fetchMock, sent[0]!).get('Idempotency-Key')).toMatch(/\S{8,}/);
  });

  it('keeps the same Idempotency-Key for a retry on the same review, and makes a new one on the next visit', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const api = flowApi(
      {
        'POST /api/application/submit': () => {
          answers += 1;
          return answers === 1
            ? { status: 503, body: { code: 'UNAVAILABLE', message: 'The service is busy. Try again.' } }
            : { body: summary({ status: 'SUBMITTED', allowedActions: ['CANCEL_SUBMIT'] }) };
        },
        'GET /api/application/load-selected-houses-dependents/app-1': {
          body: [{ house, dependents: [selectionDependent({ selected: true })] }],
        },
      },
      details(),
    );
    const rendered = await renderWithApp(<></>, { language: 'en', routes, path: `${paths.programApplication}?id=app-1&step=5` });
    await user.click(await screen.findByTestId('application-submit'));
    expect(await screen.findByTestId('submit-failed')).toHaveTextContent('The service is busy. Try again.');
    await user.click(screen.getByTestId('application-submit'));
    await waitFor(() => expect(api.callsTo('POST', '/api/application/submit')).toHaveLength(2));
    const [first] = api.callsTo('POST', '/api/application/submit');
    const key = headersOf(api.fetchMock, first!).get('Idempotency-Key');
    expect(key).not.toBeNull();
    // Both calls went out with one key (the fake records the first match; check every init).
    const keys = api.fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith('/api/application/submit'))
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toEqual([key, key]);
    rendered.unmount();

    await renderWithApp(<></>, { language: 'en', routes, path: `${paths.programApplication}?id=app-1&step=5` });
    await user.click(await screen.findByTestId('application-submit'));
    await waitFor(() => expect(api.callsTo('POST', '/api/application/submit')).toHaveLength(3));
    const last = api.fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/application/submit')).at(-1);
    expect(new Headers(last?.[1]?.headers).get('Idempotency-Key')).not.toBe(key);
  });

  it('draws in Arabic right to left with the step indicator read out', async () => {
    flowApi();
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.programApplication });
    expect(await screen.findByRole('heading', { level: 1, name: 'التقديم على الضمان الاجتماعي' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'الخطوة 1 من 5' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/الدخل الشهري/)).toBeInTheDocument();
  });

  it('tells someone who is not the head of household that only the head applies, without calling the API', async () => {
    sessionStorage.setItem(
      sessionStorageKeys.currentUser,
      JSON.stringify(testSession({ role: 'DEPENDENT' }, { authorities: [{ authority: 'DEPENDENT' }] })),
    );
    const api = flowApi();
    await renderWithApp(<></>, { language: 'en', routes, path: paths.programApplication });
    expect(await screen.findByTestId('program-application-not-applicant')).toHaveTextContent('Only the head of household applies');
    expect(api.calls).toHaveLength(0);
  });
  it('asks again in the new language after a switch, so the reasons never stay in the old one', async () => {
    const user = userEvent.setup();
    const blocker = (message: string) => ({
      canApply: false,
      openApplicationId: null,
      reasons: [{ code: 'PROFILE_INCOMPLETE', message, values: {}, fixPath: '/unified-profile?tab=summary' }],
    });
    const api = flowApi({
      'GET /api/application/validate-application/3001': () => ({
        body:
          api.callsTo('GET', '/api/application/validate-application/3001').length === 1
            ? blocker('Complete your unified profile first.')
            : blocker('يجب استكمال الملف الموحد أولاً.'),
      }),
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.programApplication });
    expect(await screen.findByTestId('apply-blocker')).toHaveTextContent('Complete your unified profile first.');
    await user.click(screen.getByRole('button', { name: 'switch to Arabic' }));
    await waitFor(() => expect(screen.getByTestId('apply-blocker')).toHaveTextContent('يجب استكمال الملف الموحد أولاً.'));
    const asked = api.fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith('/api/application/validate-application/3001'))
      .map(([, init]) => new Headers(init?.headers).get('Accept-Language'));
    expect(asked).toEqual(['en', 'ar']);
  });

  it('words the days of a ban with the plural forms, in Arabic too', async () => {
    flowApi({
      'GET /api/application/validate-application/3001': {
        body: {
          canApply: false,
          openApplicationId: null,
          reasons: [
            {
              code: 'UNDER_BAN',
              message: 'سحبت طلباً سابقاً: يمكنك التقديم مجدداً ابتداءً من 2026-03-01 (متبقٍ 3 يوماً).',
              values: { banEndsOn: '2026-03-01', remainingDays: 3 },
              fixPath: null,
            },
          ],
        },
      },
    });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.programApplication });
    expect(await screen.findByTestId('apply-blocker')).toHaveTextContent(
      'سُحب طلب سابق لأسرتك: يمكنك التقديم مجدداً بعد 3 أيام، ابتداءً من 1 مارس 2026 (12 رمضان 1447 هـ).',
    );
  });

  it("says plainly when the application is not the caller's, with the way to their applications and no retry", async () => {
    const api = flowApi();
    await renderWithApp(<></>, { language: 'en', routes, path: `${paths.programApplication}?id=app-1&step=2` });
    const notFound = await screen.findByTestId('application-not-found');
    expect(notFound).toHaveTextContent('Application not found');
    expect(notFound).toHaveTextContent('There is no application with this link among your applications.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await userEvent.click(within(notFound).getByRole('link', { name: 'See your applications' }));
    expect(await screen.findByText('applications screen')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/application/load-ssp-application-details/app-1')).toHaveLength(1);
  });

  it('does not go on from the documents step while a chosen file is not uploaded, and says why at the top and at the field', async () => {
    const user = userEvent.setup({ applyAccept: false });
    flowApi({}, details());
    await renderWithApp(<></>, { language: 'en', routes, path: documentsStep });
    const input = await screen.findByLabelText('Choose files');
    await user.upload(input, pdf('lease.pdf'));
    await user.click(screen.getByTestId('documents-next'));
    const summaryBox = await screen.findByTestId('error-summary');
    expect(summaryBox).toHaveFocus();
    expect(within(summaryBox).getByRole('link', { name: 'Upload the file you chose, or remove it.' })).toHaveAttribute(
      'href',
      '#documents-upload-input',
    );
    expect(input).toHaveAccessibleDescription(/^Upload the file you chose, or remove it\./);
    expect(await flowStep()).toBe('4');

    // A file that cannot be uploaded comes first: it has to go.
    await user.upload(input, pdf('setup.exe'));
    expect(summaryBox).toHaveTextContent('Remove the file that cannot be uploaded: the reason is shown under it.');
    await user.click(screen.getByRole('button', { name: /Remove\s*setup\.exe/u }));
    expect(summaryBox).toHaveTextContent('Upload the file you chose, or remove it.');
    await user.click(screen.getByRole('button', { name: /Remove\s*lease\.pdf/u }));
    expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument();
    expect(screen.queryByTestId('upload-field-message')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('documents-next'));
    await waitFor(async () => expect(await flowStep()).toBe('5'));
  });

  it('waits on the documents step while a file is on its way, in Arabic', async () => {
    const user = userEvent.setup();
    // The files stay on their way for the whole test.
    send.mockImplementation(() => new Promise(() => undefined));
    flowApi({}, details());
    await renderWithApp(<></>, { language: 'ar', routes, path: documentsStep });
    await user.selectOptions(await screen.findByLabelText(/نوع المستند/), 'LEASE');
    await user.upload(screen.getByLabelText('اختيار الملفات'), [pdf('a.pdf'), pdf('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'رفع الملفين' }));
    await user.click(screen.getByTestId('documents-next'));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent('انتظر حتى يكتمل رفع الملفين.');
    expect(await flowStep()).toBe('4');
  });

  it('asks before leaving the documents step another way with a file not uploaded', async () => {
    const user = userEvent.setup();
    flowApi({}, details());
    await renderWithApp(<></>, { language: 'en', routes, path: documentsStep });
    await user.upload(await screen.findByLabelText('Choose files'), pdf('lease.pdf'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    let dialog = await screen.findByRole('dialog', { name: 'Leave without uploading?' });
    expect(dialog).toHaveTextContent(
      'Upload the file you chose, or remove it. Files you chose but did not upload are not kept if you leave.',
    );
    // Staying keeps the file and says why at the top.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await flowStep()).toBe('4');
    expect(screen.getByTestId('error-summary')).toHaveTextContent('Upload the file you chose, or remove it.');
    expect(screen.getByTestId('upload-field-file')).toHaveTextContent('lease.pdf');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    dialog = await screen.findByRole('dialog', { name: 'Leave without uploading?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave without the files' }));
    await waitFor(async () => expect(await flowStep()).toBe('3'));
  });

  it('removes a document only after a confirmation, and the upload list forgets it', async () => {
    const user = userEvent.setup();
    let documents: AttachmentSummary[] = [];
    send.mockImplementation(async (_target, file) => {
      documents = [lease(file.name)];
      return { ok: true, attachment: lease(file.name) };
    });
    const api = flowApi(
      {
        'GET /api/application/load-ssp-application-documents/app-1': () => ({ body: documents }),
        'POST /api/application/delete-ssp-application-documents/app-1': () => {
          documents = [];
          return { body: [] };
        },
      },
      details(),
    );
    await renderWithApp(<></>, { language: 'en', routes, path: documentsStep });
    await user.selectOptions(await screen.findByLabelText(/Document type/), 'LEASE');
    await user.upload(screen.getByLabelText('Choose files'), pdf('lease.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload the file' }));
    await waitFor(() => expect(screen.getByTestId('upload-field-file')).toHaveTextContent('Uploaded'));
    expect(send).toHaveBeenCalledWith(
      { kind: 'application', applicationId: 'app-1', documentType: 'LEASE' },
      expect.any(File),
      expect.anything(),
    );
    const row = await screen.findByTestId('application-documents-row');
    expect(row).toHaveTextContent('lease.pdf');

    await user.click(within(row).getByRole('button', { name: 'Remove lease.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this document from the application?' });
    expect(dialog).toHaveTextContent('lease.pdf will no longer be part of this application. The file stays in your documents.');
    expect(api.callsTo('POST', '/api/application/delete-ssp-application-documents/app-1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove the document' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/application/delete-ssp-application-documents/app-1')[0]?.body).toEqual({
        attachmentIds: ['att-lease.pdf'],
      }),
    );
    expect(await screen.findByTestId('application-documents-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-field-file')).not.toBeInTheDocument();
  });

  it('offers to change the dependents from the review', async () => {
    const user = userEvent.setup();
    flowApi(
      {
        'GET /api/application/load-selected-houses-dependents/app-1': {
          body: [{ house, dependents: [selectionDependent({ selected: true })] }],
        },
      },
      details(),
    );
    await renderWithApp(<></>, { language: 'en', routes, path: `${paths.programApplication}?id=app-1&step=5` });
    await user.click(await screen.findByRole('button', { name: 'Change dependents' }));
    await waitFor(async () => expect(await flowStep()).toBe('3'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 3 of 5: Dependents' })).toBeInTheDocument();
  });
});
