import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toasts } from '../../../components/toast/toast-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { DemoAccountsSection } from './demo-accounts-section.tsx';

const khalid = {
  nin: '1010000022',
  username: '1010000022',
  nameAr: 'خالد ناصر العتيبي',
  nameEn: 'Khalid Nasser Alotaibi',
  mobile: '0550000003',
  status: 'ACTIVE',
  locked: false,
};
const noura = { ...khalid, nin: '1010000014', username: '1010000014', nameEn: 'Noura Saad Alqahtani', status: 'DELETED' };

afterEach(() => {
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
});

describe('demo accounts section', () => {
  it('lists the demo accounts with their state, and resets one only after the tester confirms', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/dev/demo-accounts': { body: [khalid, noura] },
      'POST /api/dev/demo-accounts/1010000022/reset': { body: { success: true } },
    });
    await renderWithApp(<DemoAccountsSection />, { language: 'en' });
    const rows = await screen.findAllByTestId('dev-accounts-table-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Khalid Nasser Alotaibi'),
      expect.stringContaining('Deleted'),
    ]);

    await user.click(screen.getByRole('button', { name: 'Reset the demo account 1010000022' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the demo account 1010000022?' });
    expect(api.callsTo('POST', '/api/dev/demo-accounts/1010000022/reset')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect(api.callsTo('POST', '/api/dev/demo-accounts/1010000022/reset')).toHaveLength(1);
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/dev/demo-accounts')).toHaveLength(2));
    expect(toasts.snapshot()).toEqual([expect.objectContaining({ type: 'success', message: expect.stringContaining('back as seeded') })]);
  });

  it("shows the server's message when a reset fails and keeps the dialog open", async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/dev/demo-accounts': { body: [khalid] },
      'POST /api/dev/demo-accounts/1010000022/reset': {
        status: 404,
        body: { code: 'DEMO_ACCOUNT_NOT_FOUND', message: 'This national ID is not one of the demo accounts.' },
      },
    });
    await renderWithApp(<DemoAccountsSection />, { language: 'en' });
    await user.click(await screen.findByTestId('dev-reset-1010000022'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await vi.waitFor(() =>
      expect(toasts.snapshot()).toEqual([
        expect.objectContaining({ type: 'error', message: expect.stringContaining('not one of the demo') }),
      ]),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
