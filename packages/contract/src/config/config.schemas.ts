import { z } from 'zod';
import { languageSchema, localizedTextSchema } from '../common/language.schemas.ts';
import { lookupListSchema } from '../lookup/lookup.schemas.ts';

/** Public configuration the browser needs at start (spec §3 "Configuration"). */
export const appConfigSchema = z.object({
  /** Maps key from the deployment's configuration; empty means no map picker and no maps script. */
  googleMapKey: z.string(),
  appVersion: z.string(),
  defaultLanguage: languageSchema,
  supportedLanguages: z.array(languageSchema).min(1),
  /** Demo mode exposes the SMS outbox and other tester aids; always false in production. */
  demoMode: z.boolean(),
  upload: z.object({
    maxBytes: z.number().int().positive(),
    extensions: z.array(z.string()),
  }),
  contact: z.object({
    phone: z.string(),
    email: z.string(),
    hours: localizedTextSchema,
  }),
  /**
   * Limits of the household the screens show before a form is filled in: `maxHouses` is the parameter
   * `household.maxHouses` the server enforces on create (HOUSE_LIMIT_REACHED).
   */
  household: z.object({ maxHouses: z.number().int().positive() }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** Settings of the CRM (tickets) as the ticket screens need them. */
export const crmConfigSchema = z.object({
  ticketTypes: lookupListSchema,
  /** Visitors opening a ticket confirm their mobile with a one-time password. */
  visitorOtpRequired: z.boolean(),
  maxAttachments: z.number().int().nonnegative(),
  maxDescriptionLength: z.number().int().positive(),
});
export type CrmConfig = z.infer<typeof crmConfigSchema>;

export const caseListsSchema = z.object({
  statuses: lookupListSchema,
  categories: lookupListSchema,
});
export type CaseLists = z.infer<typeof caseListsSchema>;

/** ticket-categories/{id} and ticket-sub-categories/{id}: a ticket type's code, or a ticket category's. */
export const ticketCodeParams = z.object({ id: z.string().trim().min(1).max(40) });
export type TicketCodeParams = z.infer<typeof ticketCodeParams>;

/** /assets/i18n/{lang}.json: any text; the server answers 404 for a language the deployment does not offer. */
export const translationParams = z.object({ lang: z.string().max(10) });
export type TranslationParams = z.infer<typeof translationParams>;
