import { z } from 'zod';
import type { Clock } from '../../platform/clock/clock.ts';
import { signPayload, verifySigned } from '../../platform/crypto/tokens.ts';
import type { EmailSender } from '../../platform/email/email-sender.ts';

const linkLifeMs = 24 * 60 * 60 * 1000;
// `purpose` keeps a token signed for another use (a visitor proof) from passing as an activation link.
const payloadSchema = z.object({ purpose: z.literal('email-activation'), accountId: z.string(), email: z.string(), exp: z.number().int() });

/** Signed e-mail activation links: the link itself proves the address, so nothing is stored but the pending address. */
export function createEmailActivation(deps: { email: EmailSender; appSecret: string; publicUrl: string; clock: Clock }) {
  const { email, appSecret, publicUrl, clock } = deps;
  return {
    /** E-mails a link valid for 24 hours that makes `address` the verified address of the account. */
    async send(accountId: string, address: string): Promise<void> {
      const exp = clock.now().getTime() + linkLifeMs;
      const token = signPayload(JSON.stringify({ purpose: 'email-activation', accountId, email: address, exp }), appSecret);
      const link = `${publicUrl.replace(/\/$/, '')}/#/activate-email?token=${encodeURIComponent(token)}`;
      await email.send({
        to: address,
        subject: 'سند: تفعيل البريد الإلكتروني | Sanad: activate your e-mail address',
        text: [
          'لتفعيل بريدك الإلكتروني في سند افتح الرابط التالي خلال 24 ساعة:',
          link,
          'إن لم تطلب ذلك فتجاهل هذه الرسالة.',
          '',
          'To activate your e-mail address in Sanad, open this link within 24 hours:',
          link,
          'If you did not ask for this, ignore this message.',
        ].join('\n'),
        link,
      });
    },

    /** The account and address a link's token names, or null when forged, malformed or expired. */
    read(token: string): { accountId: string; email: string } | null {
      const text = verifySigned(token, appSecret);
      if (text === null) return null;
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return null;
      }
      const parsed = payloadSchema.safeParse(json);
      if (!parsed.success || parsed.data.exp <= clock.now().getTime()) return null;
      return { accountId: parsed.data.accountId, email: parsed.data.email };
    },
  };
}
export type EmailActivation = ReturnType<typeof createEmailActivation>;
