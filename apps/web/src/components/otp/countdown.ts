import type { OtpSent } from '@sanad/contract';
import { useEffect, useState } from 'react';

/** A code the server sent, with the moment (ms since epoch, this browser's clock) from which it may be resent. */
export interface OtpState extends OtpSent {
  resendAt: number;
}

/** Records when a code arrived; called where the answer is handled, so the countdown starts from then. */
export function receivedOtp(otp: OtpSent, now: number = Date.now()): OtpState {
  return { ...otp, resendAt: now + otp.resendAfterSeconds * 1000 };
}

/** Whole seconds left until `deadline`, never negative; a part of a second still counts as one. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** `m:ss`, the way phones show a resend countdown. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Seconds left until `deadline`, ticking while any remain. Ticks are frequent so a new deadline shows at once. */
export function useSecondsLeft(deadline: number, tickMs = 250): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, tickMs);
    return () => clearInterval(timer);
  }, [deadline, tickMs]);
  return secondsLeft(deadline, now);
}
