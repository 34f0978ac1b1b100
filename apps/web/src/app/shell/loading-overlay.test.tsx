import { act, screen } from '@testing-library/react';
import { createRequestCounter } from '../../lib/request-counter.ts';
import { renderWithApp } from '../../test/render.tsx';
import { LoadingOverlay, overlayFadeOutMs } from './loading-overlay.tsx';

describe('loading overlay', () => {
  it('covers the screen while a request is in flight and fades out over 300 ms after the last one', async () => {
    const counter = createRequestCounter();
    await renderWithApp(<LoadingOverlay counter={counter} />, { language: 'en' });
    expect(screen.queryByTestId('loading-overlay')).toBeNull();

    vi.useFakeTimers();
    let end: () => void = () => {};
    act(() => {
      end = counter.begin('/api/lookup');
    });
    const overlay = screen.getByTestId('loading-overlay');
    expect(overlay).toHaveAttribute('role', 'status');
    expect(overlay).toHaveTextContent('Loading, please wait');
    expect(overlay).not.toHaveAttribute('data-leaving');

    act(() => end());
    expect(screen.getByTestId('loading-overlay')).toHaveAttribute('data-leaving');
    act(() => vi.advanceTimersByTime(overlayFadeOutMs));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(overlayFadeOutMs).toBe(300);
    vi.useRealTimers();
  });
});
