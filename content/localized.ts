/**
 * The content a page needs, in its language: the services with their forms, the menu entries. English is
 * `content/services` itself; other languages are built once from content/text.ts.
 */
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locales';
import { serviceHref, services, type MenuServiceEntry } from './services';
import { text } from './text';
import { fees } from './trust';
import { feeNames as feeNamesGu } from './trust.gu';
import { feeNames as feeNamesHi } from './trust.hi';
import type { InquiryFormField, Service, ServiceId } from './types';

const cache = new Map<Locale, readonly Service[]>();

/** The service forms in a language; each service's form is its entry in content/forms/service-forms. */
export function serviceFormsIn(locale: Locale): Record<ServiceId, readonly InquiryFormField[]> {
  return text.serviceForms(locale).serviceForms;
}

/** The ten services in a language, in the spec's order, each with its form. */
export function servicesIn(locale: Locale): readonly Service[] {
  if (locale === 'en') return services;
  let list = cache.get(locale);
  if (!list) {
    const forms = serviceFormsIn(locale);
    list = services.map((service) => {
      const [translated] = Object.values(text[service.id](locale)) as Service[];
      if (!translated) throw new Error(`No ${locale} text for the service ${service.id}`);
      return { ...translated, inquiryFormFields: forms[service.id] };
    });
    cache.set(locale, list);
  }
  return list;
}

export function getServiceIn(id: string, locale: Locale): Service | undefined {
  return servicesIn(locale).find((s) => s.id === id);
}

/** The menu entries (key, title, url) in a language, with the language's own links. */
export function menuServicesIn(locale: Locale): readonly MenuServiceEntry[] {
  return servicesIn(locale).map((s) => ({ key: s.menuKey, title: s.title, url: localePath(locale, serviceHref(s.id)) }));
}

/**
 * The fee items' titles in a language: their key is `name`, which a translation never carries (content/trust's
 * translations list them apart, in the same order).
 */
export function feeNamesIn(locale: Locale): readonly string[] {
  return locale === 'gu' ? feeNamesGu : locale === 'hi' ? feeNamesHi : fees.items.map((item) => item.name);
}
