import type { Metadata, Viewport } from 'next';
import './fonts.css';
import './globals.css';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { organizationJsonLd } from '@/lib/jsonld';
import { JsonLd } from '@/components/ui/json-ld';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { RevealBelowFirstScreen } from '@/components/layout/reveal-script';
import { SplashScreen, SplashScript } from '@/components/layout/splash';
import { DraftSweepScript } from '@/components/forms/draft-sweep-script';

export const metadata: Metadata = {
  metadataBase: new URL(`${env.siteUrl}${env.basePath}/`),
  title: { default: `${site.name}: Global Business Solutions`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  authors: [{ name: site.legalName }],
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0b1f3a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The head script adds classes before hydration (js, splash).
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <SplashScript />
        <DraftSweepScript />
        <JsonLd data={organizationJsonLd()} />
      </head>
      <body>
        <SplashScreen />
        {children}
        <RevealBelowFirstScreen />
        <HydrationMark />
      </body>
    </html>
  );
}
