import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render.tsx';
import { ToastRegion } from './toast-region.tsx';
import { createToastStore } from './toast-store.ts';

describe('toast region', () => {
  it('is a polite live region whose toasts have a close button', async () => {
    const user = userEvent.setup();
    const store = createToastStore();
    await renderWithApp(<ToastRegion store={store} />, { language: 'en' });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');

    act(() => void store.show({ type: 'success', message: 'Saved' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('Saved');
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('sanitises HTML content', async () => {
    const store = createToastStore();
    await renderWithApp(<ToastRegion store={store} />, { language: 'en' });
    act(
      () => void store.show({ type: 'error', html: true, message: '<b>Bold</b><img src="x" onerror="alert(1)"><script>alert(2)</script>' }),
    );
    await waitFor(() => expect(screen.getByText('Bold').tagName).toBe('B'));
    const toast = screen.getByTestId('toast');
    expect(toast.innerHTML).not.toContain('onerror');
    expect(toast.innerHTML).not.toContain('<script');
  });
});
