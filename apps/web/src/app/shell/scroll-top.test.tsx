import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render.tsx';
import { ScrollTopButton } from './scroll-top-button.tsx';
import { nextScrollTopVisible } from './scroll-top.ts';

describe('scroll-to-top thresholds', () => {
  it('appears only past 100 px', () => {
    expect(nextScrollTopVisible(false, 100)).toBe(false);
    expect(nextScrollTopVisible(false, 101)).toBe(true);
  });

  it('hides only below 10 px', () => {
    expect(nextScrollTopVisible(true, 10)).toBe(true);
    expect(nextScrollTopVisible(true, 9)).toBe(false);
  });

  it('keeps its state between 10 and 100 px', () => {
    for (const y of [10, 50, 100]) {
      expect(nextScrollTopVisible(true, y)).toBe(true);
      expect(nextScrollTopVisible(false, y)).toBe(false);
    }
  });
});

describe('scroll-to-top button', () => {
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  };

  it('follows the scroll position and scrolls smoothly to the top', async () => {
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollTo(0);
    await renderWithApp(<ScrollTopButton />, { language: 'en' });
    expect(screen.queryByTestId('scroll-top')).toBeNull();

    scrollTo(150);
    const button = await screen.findByTestId('scroll-top');
    expect(button).toHaveAccessibleName('Back to top');

    scrollTo(50);
    expect(screen.getByTestId('scroll-top')).toBeInTheDocument();

    button.click();
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    scrollTo(5);
    expect(screen.queryByTestId('scroll-top')).toBeNull();
    spy.mockRestore();
  });
});
