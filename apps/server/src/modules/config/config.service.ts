import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  appVersion,
  languageSchema,
  type AppConfig,
  type CaseLists,
  type CrmConfig,
  type Language,
  type LookupItem,
  type TicketCodeParams,
  type TranslationParams,
} from '@sanad/contract';
import { DomainError } from '../../platform/errors.ts';
import type { LookupService } from '../lookup/lookup.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';

/** Lookup groups behind the ticket configuration; not part of GET /api/lookup. */
export const ticketGroups = { type: 'ticketType', category: 'ticketCategory', subCategory: 'ticketSubCategory' } as const;

export interface ConfigServiceDeps {
  parameters: ParameterService;
  lookups: LookupService;
  deployment: {
    googleMapKey: string;
    defaultLanguage: Language;
    supportedLanguages: Language[];
    demoMode: boolean;
    localesDir: string;
    reloadTranslations: boolean;
  };
}

export function createConfigService({ parameters, lookups, deployment }: ConfigServiceDeps) {
  const translations = new Map<Language, Promise<Record<string, unknown>>>();

  async function readTranslations(language: Language): Promise<Record<string, unknown>> {
    const text = await readFile(join(deployment.localesDir, `${language}.json`), 'utf8');
    return z.record(z.string(), z.unknown()).parse(JSON.parse(text));
  }

  return {
    async appConfig(): Promise<AppConfig> {
      const [upload, contact, maxHouses] = await Promise.all([
        parameters.get('config.upload'),
        parameters.get('config.contact'),
        // The household module's limit of houses, published so the houses screen can say so before a form is filled in.
        parameters.get('household.maxHouses'),
      ]);
      return {
        googleMapKey: deployment.googleMapKey,
        appVersion,
        defaultLanguage: deployment.defaultLanguage,
        supportedLanguages: deployment.supportedLanguages,
        demoMode: deployment.demoMode,
        upload,
        contact,
        household: { maxHouses },
      };
    },

    async crmConfig(): Promise<CrmConfig> {
      const [settings, ticketTypes] = await Promise.all([parameters.get('crm.settings'), lookups.children(ticketGroups.type)]);
      return { ticketTypes, ...settings };
    },

    /** Categories of a ticket type; an unknown type is a 404 rather than an empty list, so typos show. */
    async ticketCategories({ id: ticketType }: TicketCodeParams): Promise<LookupItem[]> {
      const types = await lookups.children(ticketGroups.type);
      if (!types.some((type) => type.code === ticketType)) throw new DomainError('NOT_FOUND');
      return lookups.children(ticketGroups.category, ticketType);
    },

    async ticketSubCategories({ id: category }: TicketCodeParams): Promise<LookupItem[]> {
      const categories = await lookups.children(ticketGroups.category);
      if (!categories.some((item) => item.code === category)) throw new DomainError('NOT_FOUND');
      return lookups.children(ticketGroups.subCategory, category);
    },

    async caseLists(): Promise<CaseLists> {
      const [statuses, categories] = await Promise.all([lookups.group('ticketStatus'), lookups.children(ticketGroups.category)]);
      return { statuses, categories };
    },

    /** The translation file of a supported language; anything else is a 404. */
    async translations({ lang }: TranslationParams): Promise<Record<string, unknown>> {
      const parsed = languageSchema.safeParse(lang);
      if (!parsed.success || !deployment.supportedLanguages.includes(parsed.data)) throw new DomainError('LANGUAGE_NOT_SUPPORTED');
      const language = parsed.data;
      if (deployment.reloadTranslations) return readTranslations(language);
      let cached = translations.get(language);
      if (!cached) {
        cached = readTranslations(language);
        translations.set(language, cached);
        cached.catch(() => translations.delete(language));
      }
      return cached;
    },
  };
}
export type ConfigService = ReturnType<typeof createConfigService>;
