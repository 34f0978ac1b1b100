import type { AppConfig } from './config.ts';

/**
 * The start-up warning of a server running in demo mode, naming what is open; null otherwise. Logged at warn so that
 * a deployment started in demo mode by mistake says so where its operators look.
 */
export function demoModeNotice(config: Pick<AppConfig, 'demoMode' | 'seedDemoData'>): string | null {
  if (!config.demoMode) return null;
  return [
    'DEMO MODE IS ON: not for real people or data.',
    'Open to anyone: /api/dev/* (SMS and e-mail outboxes with the one-time codes, captcha answers, national sign-on approvals, demo account resets);',
    'simulators stand in for the SMS gateway, e-mail, national sign-on, civil registry and bank unless their URLs are set;',
    config.seedDemoData
      ? 'demo accounts are seeded with the public password of the README.'
      : 'demo data is not seeded (SEED_DEMO_DATA off).',
    'DEMO_MODE turns it on (npm start and npm run dev set it); a deployment runs without it.',
  ].join(' ');
}
