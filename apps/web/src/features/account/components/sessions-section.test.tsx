import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSession } from '@sanad/contract';
import { toasts } from '../../../components/toast/toast-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { formatGregorianDateTime, formatHijriDate, localTimeZone } from '../../../lib/format.ts';
import { SessionsSection } from './sessions-section.tsx';

const here: AccountSession = {
  id: 's-here',
  current: true,
  device: { browser: 'Chrome 124', os: 'Windows' },
  ip: '10.0.0.1',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-20T09:30:00.000Z',
};
const phone: AccountSession = {
  id: 's-phone',
  current: false,
  device: { browser: 'Safari 17', os: 'iOS 17' },
  ip: '10.0.0.2',
  createdAt: '2026-11-19T18:00:00.000Z',
  lastSeenAt: '2026-11-20T07:00:00.000Z',
};
const unknown: AccountSession = { ...phone, id: 's-unknown', device: { browser: null, os: null }, ip: null };

afterEach(() => {
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
});

describe('signed-in devices on the account screen', () => {
  it('lists the sessions with device, address and times, marks this one, and offers to end the others', async () => {
    fakeApi({ 'GET /api/users/sessions': { body: [here, phone, unknown] } });
    await renderWithApp(<SessionsSection />, { language: 'en' });
    const table = await screen.findByRole('table', { name: 'Sessions signed in to your account' });
    const rows = within(table).getAllByTestId('sessions-table-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Chrome 124 on Windows');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('10.0.0.1');
    // The time of day where the person is, and the Hijri date of that same day.
    expect(rows[0]).toHaveTextContent(
      `${formatGregorianDateTime(here.lastSeenAt, 'en')} (${formatHijriDate(here.lastSeenAt, 'en', localTimeZone())})`,
    );
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Safari 17 on iOS 17');
    expect(rows[2]).toHaveTextContent('Unknown browser');
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'End session: Safari 17 on iOS 17' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeInTheDocument();
  });

  it('ends one session after asking, then shows the list again', async () => {
    const user = userEvent.setup();
    let listed = [here, phone];
    const api = fakeApi({
      'GET /api/users/sessions': () => ({ body: listed }),
      'POST /api/users/sessions/end': () => {
        listed = [here];
        return { body: { success: true } };
      },
    });
    await renderWithApp(<SessionsSection />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'End session: Safari 17 on iOS 17' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    expect(dialog).toHaveTextContent('Safari 17 on iOS 17 will be signed out at once.');
    expect(api.callsTo('POST', '/api/users/sessions/end')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(screen.getAllByTestId('sessions-table-row')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/users/sessions/end')[0]?.body).toEqual({ id: 's-phone' });
    expect(screen.getByTestId('sessions-only-this')).toHaveTextContent('Your account is signed in on this device only.');
    expect(toasts.snapshot()).toEqual([expect.objectContaining({ type: 'success', message: 'The session was ended.' })]);
  });

  it('ends every other session at once, in Arabic', async () => {
    const user = userEvent.setup();
    let listed = [here, phone, unknown];
    const api = fakeApi({
      'GET /api/users/sessions': () => ({ body: listed }),
      'POST /api/users/sessions/end-others': () => {
        listed = [here];
        return { body: { success: true } };
      },
    });
    await renderWithApp(<SessionsSection />, { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'الأجهزة المسجَّل الدخول منها' })).toBeInTheDocument();
    expect(await screen.findByText('Safari 17 على iOS 17')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إنهاء جميع الجلسات الأخرى' }));
    const dialog = await screen.findByRole('dialog', { name: 'إنهاء جميع الجلسات الأخرى؟' });
    await user.click(within(dialog).getByRole('button', { name: 'إنهاء جميع الجلسات الأخرى' }));
    await waitFor(() => expect(screen.getAllByTestId('sessions-table-row')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/users/sessions/end-others')).toHaveLength(1);
  });

  it('asks "confirm it is you" when the last proof is old, then ends the other sessions', async () => {
    const user = userEvent.setup();
    let listed = [here, phone];
    let proved = false;
    const api = fakeApi({
      'GET /api/users/sessions': () => ({ body: listed }),
      'POST /api/users/sessions/end-others': () => {
        if (!proved) return { status: 428, body: { code: 'STEP_UP_REQUIRED', message: 'For your security, confirm it is you.' } };
        listed = [here];
        return { body: { success: true } };
      },
      'POST /api/users/confirm-password': () => {
        proved = true;
        return { body: { success: true } };
      },
    });
    await renderWithApp(<SessionsSection />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'End all other sessions?' })).getByRole('button', {
        name: 'End all other sessions',
      }),
    );
    const proof = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(proof).getByLabelText(/Your password/), 'sanad-demo-2026');
    await user.click(within(proof).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getAllByTestId('sessions-table-row')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/users/sessions/end-others')).toHaveLength(2);
    expect(toasts.snapshot()).toEqual([expect.objectContaining({ type: 'success' })]);
  });

  it('says when the list could not be read, and reads it again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      'GET /api/users/sessions': () =>
        fail ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' } } : { body: [here] },
    });
    await renderWithApp(<SessionsSection />, { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('sessions-only-this')).toBeInTheDocument();
  });
});
