import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { JsonLd } from '@/components/ui/json-ld';
import { DevIslands } from '@/components/islands/dev-islands';
import { RevealBelowFirstScreen } from '@/components/layout/reveal-script';
import { SplashScreen, SplashScript } from '@/components/layout/splash';
import { DraftSweepScript } from '@/components/forms/draft-sweep-script';
import { VisitSourceScript } from '@/components/layout/visit-source-script';
import { PageViewScript } from '@/components/layout/page-view-script';
import { setPageLocale } from '@/components/i18n/page-locale';
import { LOCALE_INFO, type Locale } from '@/lib/i18n/locales';
import { organizationJsonLd } from '@/lib/jsonld';
import { assetPath } from '@/lib/env';
import { scriptFontCss, scriptFontFiles } from './script-fonts';
import { LanguageChoiceScript } from './language-choice-script';


export interface DocumentProps {
  locale: Locale;
  children: ReactNode;
}

/** `<html>` to `</body>` of every page, in its language: the head scripts run before any island wakes. */
export function Document({ locale, children }: DocumentProps) {
  setPageLocale(locale);
  // React puts each preload in the head once (a <link> element here would be written twice).
  if (locale !== 'en') for (const href of scriptFontFiles(locale)) preload(assetPath(href), { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={LOCALE_INFO[locale].tag} suppressHydrationWarning>
      {/* The App Router's own <head> (the rule is for pages/, where next/head is the way); this was the root layout's. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <style>{scriptFontCss(locale)}</style>
        <SplashScript />
        <DraftSweepScript />
        <VisitSourceScript />
        <LanguageChoiceScript locale={locale} />
        <JsonLd data={organizationJsonLd(locale)} />
      </head>
      <body>
        <SplashScreen />
        {children}
        <RevealBelowFirstScreen />
        {process.env.NODE_ENV === 'development' ? <DevIslands /> : null}
        <PageViewScript />
      </body>
    </html>
  );
}
