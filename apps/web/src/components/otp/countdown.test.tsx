import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render.tsx';
import { formatCountdown, receivedOtp, secondsLeft } from './countdown.ts';
import { ResendCodeButton } from './otp-fields.tsx';

const sent = { id: 'otp-1', maskedMobile: '05******01', expiresInSeconds: 300, resendAfterSeconds: 60 };

describe('OTP countdown', () => {
  it('counts whole seconds up, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });

  it('shows minutes and seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(5)).toBe('0:05');
  });

  it('starts from when the code arrived', () => {
    expect(receivedOtp(sent, 1_000).resendAt).toBe(61_000);
  });
});

describe('resend button', () => {
  afterEach(() => vi.useRealTimers());

  it('stays disabled with a visible countdown until resendAfterSeconds have passed, then resends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onResend = vi.fn(async () => sent);
    await renderWithApp(<ResendCodeButton otp={receivedOtp(sent)} onResend={onResend} />, { language: 'en' });
    const button = screen.getByTestId('otp-resend');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Send a new code in 1:00');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(button).toHaveTextContent(/in 0:4[45]/);
    expect(button).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(46_000);
    });
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Send a new code');

    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(button);
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('shows the countdown in Arabic too', async () => {
    await renderWithApp(<ResendCodeButton otp={receivedOtp(sent)} onResend={async () => sent} />, { language: 'ar' });
    expect(screen.getByTestId('otp-resend')).toHaveTextContent('إرسال رمز جديد بعد 1:00');
  });
});
