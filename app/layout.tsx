import type { Metadata, Viewport } from 'next';
import './globals.css';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { organizationJsonLd } from '@/lib/jsonld';
import { JsonLd } from '@/components/ui/json-ld';
import { LOGO_DATA_URL } from '@/components/layout/logo';
import { DevIslands } from '@/components/islands/dev-islands';
import { RevealBelowFirstScreen } from '@/components/layout/reveal-script';
import { SplashScreen, SplashScript } from '@/components/layout/splash';
import { DraftSweepScript } from '@/components/forms/draft-sweep-script';
import { VisitSourceScript } from '@/components/layout/visit-source-script';
import { PageViewScript } from '@/components/layout/page-view-script';

export const metadata: Metadata = {
  metadataBase: new URL(`${env.siteUrl}${env.basePath}/`),
  title: { default: `${site.name}: Global Business Solutions`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  authors: [{ name: site.legalName }],
  formatDetection: { telephone: false },
  // The logo itself, inline: the browser asks for no icon file while the page loads.
  icons: { icon: [{ url: LOGO_DATA_URL, type: 'image/svg+xml' }] },
};

export const viewport: Viewport = {
  themeColor: '#0b1f3a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The head script adds classes before any island wakes (js, splash).
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <SplashScript />
        <DraftSweepScript />
        <VisitSourceScript />
        <JsonLd data={organizationJsonLd()} />
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
