import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

export { expect };

/** The languages the journeys run in; Arabic is the portal's default (spec §9). */
export type Language = 'ar' | 'en';
export const languages: readonly Language[] = ['ar', 'en'];

export const directionOf: Record<Language, 'rtl' | 'ltr'> = { ar: 'rtl', en: 'ltr' };

/** Headings the web app promises, in each language. */
export const headings = {
  ar: { login: 'تسجيل الدخول', faqs: 'الأسئلة الشائعة', policy: 'سياسة الخصوصية وشروط الاستخدام' },
  en: { login: 'Sign in', faqs: 'Frequently asked questions', policy: 'Privacy policy and terms of use' },
} as const satisfies Record<Language, Record<string, string>>;

/** The sessionStorage key under which the web app keeps the signed-in user (spec §3 "Current user session"). */
export const sessionKey = 'sanad.currentUser';

/**
 * A verified applicant with no pending forced step, so the post-login redirect order (spec §4) sends them home. The
 * shape is the contract's CurrentUser; the server has no such session, so only browser-side guards can be checked.
 */
export const applicantSession = {
  principal: '1010000006',
  user: {
    id: 'browser-only',
    username: '1010000006',
    nameAr: 'محمد عبدالله الحربي',
    nameEn: 'Mohammed Abdullah Alharbi',
    role: 'APPLICANT',
    maskedMobile: '05******01',
    email: null,
    emailVerified: false,
    changePasswordRequired: false,
    // VERIFIED (spec §4 "Mobile verification").
    mobileVerificationStatus: 31001,
    isMigratedOldDssNotLoggedIn: false,
    confirmRelationRequired: false,
    canLoginOnBehalfOfApplicant: false,
    emergencyLogin: false,
    actingFor: null,
    whiteListed: false,
  },
  authorities: [{ authority: 'APPLICANT' }],
  expiresAt: '2099-01-01T00:00:00.000Z',
};

/**
 * Puts a session in sessionStorage before any script of the page runs, as the login screen would have.
 * The server knows nothing of it: this checks the browser-side route guards only.
 */
export async function signIn(page: Page, session: object = applicantSession): Promise<void> {
  await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [sessionKey, JSON.stringify(session)] as const);
}

/**
 * Start-up is over once the preloader of index.html has gone (lookups and configuration are in). About 2.5 s on an idle
 * 2-core machine; with two workers, the server and two browsers on those cores it passed the default 10 s now and then.
 */
export async function waitForStartup(page: Page): Promise<void> {
  await expect(page.locator('#preloader'), 'the preloader should be gone once start-up is over').toBeHidden({ timeout: 20_000 });
}

/** Paths of the requests the page makes to the given API paths, in the order they were sent. */
export function recordRequests(page: Page, paths: readonly string[]): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (paths.includes(pathname)) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

/** The portal opened in the test's language. */
export interface App {
  readonly language: Language;
  readonly headings: (typeof headings)[Language];
  /** Opens a hash route such as '/faqs', waits for start-up, and makes sure the UI is in the test's language. */
  open(path: string): Promise<void>;
  /** Flips the language with the header switch and waits until the document follows. */
  switchLanguage(to: Language): Promise<void>;
}

async function switchLanguage(page: Page, to: Language): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) === to) return;
  await page.getByTestId('language-switch').click();
  await expect(html).toHaveAttribute('lang', to);
  await expect(html).toHaveAttribute('dir', directionOf[to]);
}

export interface AxeOptions {
  /** CSS selectors to leave out, e.g. third-party widgets. */
  exclude?: string[];
  /** Rule ids to skip; each use needs a reason next to it. */
  disableRules?: string[];
}

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const blockingImpacts = new Set(['serious', 'critical']);

function describeViolations(violations: AxeViolation[], url: string): string {
  const lines = [`${violations.length} serious or critical accessibility violation(s) on ${url}:`];
  for (const violation of violations) {
    lines.push('', `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}`, `  ${violation.helpUrl}`);
    for (const node of violation.nodes) {
      lines.push(`  - ${node.target.join(' ')}`);
      if (node.failureSummary) lines.push(...node.failureSummary.split('\n').map((line) => `      ${line}`));
    }
  }
  return lines.join('\n');
}

export async function checkAccessibility(page: Page, testInfo: TestInfo, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  await testInfo.attach(`axe ${page.url()}`, { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  const minor = violations.filter((violation) => !blockingImpacts.has(violation.impact ?? ''));
  if (minor.length > 0) {
    // Moderate and minor findings do not fail the journey but stay visible in the report.
    testInfo.annotations.push({ type: 'axe (moderate/minor)', description: minor.map((violation) => violation.id).join(', ') });
  }
  const blocking = violations.filter((violation) => blockingImpacts.has(violation.impact ?? ''));
  expect(
    blocking.map((violation) => violation.id),
    describeViolations(blocking, page.url()),
  ).toEqual([]);
}

interface Fixtures {
  /** The UI language of the test; set with `test.use({ language: 'en' })`. */
  language: Language;
  app: App;
  /** Runs axe on the page as it is now and fails on serious or critical violations. */
  axe: (options?: AxeOptions) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  language: ['ar', { option: true }],
  app: async ({ page, language }, use) => {
    await use({
      language,
      headings: headings[language],
      async open(path) {
        await page.goto(`/#${path}`);
        await waitForStartup(page);
        // The choice is persisted by the app, so later opens in the same test find it already made.
        await switchLanguage(page, language);
      },
      switchLanguage: (to) => switchLanguage(page, to),
    });
  },
  axe: async ({ page }, use, testInfo) => {
    await use((options) => checkAccessibility(page, testInfo, options));
  },
});
