import ar from './ar.json';
import en from './en.json';

/** Every leaf key of a translation file, dotted. */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

describe('translation files', () => {
  it('have the same keys in Arabic and English', () => {
    expect(keys(ar).sort()).toEqual(keys(en).sort());
  });

  it('have no empty texts', () => {
    const empty = (file: unknown) =>
      keys(file).filter((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file) === '');
    expect(empty(ar)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });

  it('do not give the captcha the name of the SMS code: the sign-in flow asks for both', () => {
    for (const [file, otpName] of [
      [ar, 'رمز التحقق'],
      [en, 'verification code'],
    ] as const) {
      expect(file.otp.label.toLowerCase()).toContain(otpName);
      const captchaTexts = [file.captcha.label, file.captcha.hint, file.captcha.alt, file.login.errors.captchaRequired];
      for (const text of captchaTexts) expect(text.toLowerCase()).not.toContain(otpName);
      expect(file.login.errors.captchaRequired).toContain(file.captcha.label.toLowerCase());
    }
  });

  it('end every browser-side error message with a full stop, as the contract and server messages do', () => {
    const messages = (file: typeof en) => [
      file.errors.network,
      file.errors.unexpected,
      ...Object.values(file.login.errors),
      ...Object.values(file.register.errors),
    ];
    for (const file of [ar, en]) {
      expect(messages(file).filter((message) => !message.endsWith('.'))).toEqual([]);
    }
  });

  it('hold at least ten questions and answers', () => {
    expect(Object.keys(ar.faqs.items).length).toBeGreaterThanOrEqual(10);
  });
});
