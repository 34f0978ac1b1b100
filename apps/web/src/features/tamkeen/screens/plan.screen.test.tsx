import { sessionStorageKeys } from '@sanad/contract/client';
import type { TamkeenAppointmentDetails, TamkeenPlanDetails } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { AppointmentScreen } from './appointment.screen.tsx';
import { EvaluationScreen } from './evaluation.screen.tsx';
import { PlanScreen } from './plan.screen.tsx';
import { TamkeenScreen } from './tamkeen.screen.tsx';

const routes = [
  { path: paths.tamkeen, element: <TamkeenScreen /> },
  { path: paths.tamkeenPlan, element: <PlanScreen /> },
  { path: paths.tamkeenAppointment, element: <AppointmentScreen /> },
  { path: paths.tamkeenPartner, element: <EvaluationScreen /> },
  { path: paths.tamkeenEvaluation, element: <EvaluationScreen /> },
];
const base = '/api/tamkeen';
const counselling = { id: 'p3', code: 'TP-0003', name: 'Career Centre', kind: 'COUNSELLING' as const };
const summary = { id: 'plan-1', title: 'Back-to-work plan', status: 'ACTIVE' as const, startedOn: '2026-10-28', endsOn: null };
const step = {
  id: 's1',
  title: 'Update your CV',
  partner: counselling,
  dueDate: '2026-12-07',
  status: 'PENDING' as const,
  note: null,
  acceptedAt: null,
  doneAt: null,
  overdue: false,
};
const plan = (status: 'PENDING' | 'ACCEPTED' | 'DONE'): TamkeenPlanDetails => ({
  ...summary,
  progress: { done: status === 'DONE' ? 2 : 1, total: 2 },
  actions: [
    { ...step, status },
    { ...step, id: 's0', title: 'First session', status: 'DONE', dueDate: '2026-11-07' },
  ],
});
const scheduled: TamkeenAppointmentDetails = {
  id: 'a1',
  status: 'SCHEDULED',
  purpose: 'FOLLOW_UP',
  startsAt: '2026-12-02T07:00:00.000Z',
  endsAt: '2026-12-02T08:00:00.000Z',
  partner: counselling,
  confirmedAt: null,
  newTime: null,
  location: 'Al-Malaz, Riyadh',
  cancelReason: null,
  closedAt: null,
  changeableUntil: '2026-12-01T07:00:00.000Z',
  canConfirm: true,
  canCancel: true,
  canAskNewTime: true,
};
const page = (items: TamkeenAppointmentDetails[]) => ({ items, page: 0, pageSize: 10, total: items.length });

/** Waits until a toast says `message`. */
const said = (message: string) => vi.waitFor(() => expect(toasts.snapshot().map((toast) => toast.message)).toContain(message));

beforeEach(() => {
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
  sessionStorage.clear();
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('the tamkeen plan', () => {
  it('shows the progress, accepts a step with a note, then marks it done', async () => {
    let current = plan('PENDING');
    const api = fakeApi({
      [`GET ${base}/plan/load`]: () => ({ body: { items: [{ ...summary, progress: current.progress }] } }),
      [`GET ${base}/plan/load-details/plan-1`]: () => ({ body: current }),
      [`POST ${base}/plan/action`]: (call) => {
        const { action } = call.body as { action: 'ACCEPT' | 'DONE' };
        current = plan(action === 'ACCEPT' ? 'ACCEPTED' : 'DONE');
        return { body: current };
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.tamkeenPlan });
    expect(await screen.findByTestId('tamkeen-plan-progress')).toHaveTextContent('1 of 2 steps done.');
    const [first] = screen.getAllByTestId('plan-step');
    expect(within(first!).getByTestId('plan-step-status')).toHaveTextContent('Waiting for you to accept');
    expect(within(first!).getByText('With Career Centre')).toBeInTheDocument();
    await userEvent.type(within(first!).getByLabelText(/Note/), 'I will bring my old CV');
    await userEvent.click(within(first!).getByRole('button', { name: 'Accept this step' }));
    await said('Step accepted.');
    expect(api.callsTo('POST', `${base}/plan/action`)[0]?.body).toEqual({
      actionId: 's1',
      action: 'ACCEPT',
      note: 'I will bring my old CV',
    });
    await userEvent.click(await within(screen.getAllByTestId('plan-step')[0]!).findByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByTestId('tamkeen-plan-progress')).toHaveTextContent('2 of 2 steps done.');
    expect(screen.queryByRole('button', { name: 'Mark as done' })).toBeNull();
  });

  it('says the spec’s one message when the report fails (418, code 1018)', async () => {
    fakeApi({
      [`GET ${base}/plan/load`]: { body: { items: [{ ...summary, progress: { done: 1, total: 2 } }] } },
      [`GET ${base}/plan/load-details/plan-1`]: { body: plan('PENDING') },
      [`POST ${base}/plan/generate-plan-report/`]: {
        status: 418,
        body: { code: '1018', message: 'Report not found or could not be generated.' },
      },
    });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.tamkeenPlan });
    await userEvent.click(await screen.findByRole('button', { name: 'تنزيل تقرير الخطة' }));
    await said('التقرير غير موجود أو تعذر إنشاؤه.');
  });

  it('tells a person without a plan that the case worker prepares it', async () => {
    fakeApi({ [`GET ${base}/plan/load`]: { body: { items: [] } } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.tamkeenPlan });
    expect(await screen.findByTestId('tamkeen-plan-none')).toHaveTextContent('You have no plan yet.');
  });
});

describe('the tamkeen appointments', () => {
  it('lists, filters, opens and confirms an appointment, and asks for a reason before canceling', async () => {
    let current = scheduled;
    const api = fakeApi({
      [`GET ${base}/appointment/load/0/10`]: () => ({ body: page([current]) }),
      [`POST ${base}/appointment/load-by-filter/0/10`]: { body: page([]) },
      [`GET ${base}/appointment/load-details/a1`]: () => ({ body: current }),
      [`POST ${base}/appointment/status-action`]: () => {
        current = { ...current, confirmedAt: '2026-11-27T09:00:00.000Z', canConfirm: false };
        return { body: current };
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.tamkeenAppointment });
    const rows = await screen.findAllByTestId('appointment-open');
    expect(rows).toHaveLength(1);
    expect(screen.getByText('Follow-up meeting')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'MISSED');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No appointment found.')).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/appointment/load-by-filter/0/10`)[0]?.body).toEqual({ status: 'MISSED' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filter' }));
    await userEvent.click(await screen.findByTestId('appointment-open'));

    const details = await screen.findByTestId('appointment-details');
    expect(within(details).getByText('Al-Malaz, Riyadh')).toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: 'Cancel the appointment' }));
    expect(await within(details).findAllByText(/at least 10 characters/i)).not.toHaveLength(0);
    expect(api.callsTo('POST', `${base}/appointment/status-action`)).toHaveLength(0);
    await userEvent.click(within(details).getByRole('button', { name: 'Confirm I will attend' }));
    await said('Appointment confirmed.');
    expect(api.callsTo('POST', `${base}/appointment/status-action`)[0]?.body).toEqual({ appointmentId: 'a1', action: 'CONFIRM' });
    expect(await screen.findByTestId('appointment-confirmed')).toBeInTheDocument();
  });

  it('sends one request for a new time with the day, part of the day and a note', async () => {
    const api = fakeApi({
      [`GET ${base}/appointment/load/0/10`]: { body: page([scheduled]) },
      [`GET ${base}/appointment/load-details/a1`]: { body: scheduled },
      [`POST ${base}/appointment/save`]: {
        body: {
          ...scheduled,
          canAskNewTime: false,
          newTime: { preferredDate: '2026-12-09', period: 'AFTERNOON', note: 'x', at: '2026-11-27T09:00:00.000Z' },
        },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: `${paths.tamkeenAppointment}?id=a1` });
    const form = await screen.findByTestId('appointment-new-time-form');
    await userEvent.type(within(form).getByLabelText('Day'), '9');
    await userEvent.type(within(form).getByLabelText('Month'), '12');
    await userEvent.type(within(form).getByLabelText('Year'), '2026');
    await userEvent.click(within(form).getByLabelText('Afternoon'));
    await userEvent.type(within(form).getByLabelText(/Why do you need a new time/), 'I have a training class that day');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the request' }));
    await said('Your request for a new time was sent.');
    expect(api.callsTo('POST', `${base}/appointment/save`)[0]?.body).toEqual({
      appointmentId: 'a1',
      preferredDate: '2026-12-09',
      period: 'AFTERNOON',
      note: 'I have a training class that day',
    });
  });
});

describe('the partner evaluation (/tamkeen/partner and /tamkeen/evaluation)', () => {
  it('rates a partner met from 1 to 5 with a comment, on either route', async () => {
    const api = fakeApi({
      [`GET ${base}/evaluation/list-partners`]: {
        body: { items: [{ partner: counselling, metOn: '2026-11-06T07:00:00.000Z', rating: null }] },
      },
      [`POST ${base}/evaluation/evaluate-partner`]: {
        body: {
          partner: counselling,
          metOn: '2026-11-06T07:00:00.000Z',
          rating: { rating: 4, comment: 'Kind', ratedAt: '2026-11-27T09:00:00.000Z' },
        },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.tamkeenPartner });
    const card = await screen.findByTestId('partner-card');
    expect(within(card).getByTestId('partner-current-rating')).toHaveTextContent('Not rated yet');
    await userEvent.click(within(card).getByRole('button', { name: 'Save my rating' }));
    expect(api.callsTo('POST', `${base}/evaluation/evaluate-partner`)).toHaveLength(0);
    await userEvent.click(within(card).getByLabelText('4 of 5'));
    await userEvent.type(within(card).getByLabelText(/Comment/), 'Kind');
    await userEvent.click(within(card).getByRole('button', { name: 'Save my rating' }));
    await said('Thank you, your rating is saved.');
    expect(api.callsTo('POST', `${base}/evaluation/evaluate-partner`)[0]?.body).toEqual({ partnerId: 'p3', rating: 4, comment: 'Kind' });
  });

  it('tells a person who met no partner yet, in Arabic', async () => {
    fakeApi({ [`GET ${base}/evaluation/list-partners`]: { body: { items: [] } } });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.tamkeenEvaluation });
    expect(await screen.findByTestId('tamkeen-evaluation-empty')).toHaveTextContent('لم تلتقِ بأي جهة بعد');
  });
});

describe('the tamkeen dashboard’s plan card', () => {
  it('shows the plan progress, the next appointment and the ways to the plan, appointments and ratings', async () => {
    fakeApi({
      [`GET ${base}/classification/load`]: { body: { classification: 'ABLE_TO_WORK', track: 'EMPLOYMENT', classifiedAt: null } },
      [`GET ${base}/able-to-work-profile/load-tabs-sts`]: {
        body: {
          educationTabCompleted: true,
          volunteerExperienceTabCompleted: false,
          experienceTabCompleted: false,
          trainingTabCompleted: false,
          skillsTabCompleted: false,
          attachmentTabCompleted: false,
          profileStatus: 75001,
        },
      },
      [`GET ${base}/plan/load`]: { body: { items: [{ ...summary, progress: { done: 1, total: 5 } }] } },
      [`POST ${base}/appointment/load-by-filter/0/1`]: { body: { ...page([scheduled]), pageSize: 1 } },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.tamkeen });
    expect(await screen.findByTestId('tamkeen-plan-dashboard-progress')).toHaveTextContent('1 of 5 steps of your plan done.');
    expect(await screen.findByTestId('tamkeen-next-appointment')).toHaveTextContent('Follow-up meeting with Career Centre');
    expect(screen.getByTestId('tamkeen-open-plan')).toHaveAttribute('href', paths.tamkeenPlan);
    expect(screen.getByTestId('tamkeen-open-appointments')).toHaveAttribute('href', paths.tamkeenAppointment);
    expect(screen.getByTestId('tamkeen-open-evaluation')).toHaveAttribute('href', paths.tamkeenEvaluation);
  });
});
