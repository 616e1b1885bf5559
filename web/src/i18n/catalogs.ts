import type { Messages } from '@lingui/core';
import type { Locale } from '@shared/i18n/locales';

/**
 * The browser's catalogs (scripts/vite-catalogs.ts compiles them), one chunk per language,
 * English included: the first script stays within its budget, and a page fetches only its own
 * language's texts, beside the screen's code (main.tsx asks for both at once).
 */
const catalogs: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:catalog/en'),
  es: () => import('virtual:catalog/es'),
  fr: () => import('virtual:catalog/fr'),
  'pt-BR': () => import('virtual:catalog/pt-BR'),
  ar: () => import('virtual:catalog/ar'),
};

export async function loadCatalog(locale: Locale): Promise<Messages> {
  return (await catalogs[locale]()).default;
}
