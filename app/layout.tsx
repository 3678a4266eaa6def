import type { Metadata, Viewport } from 'next';
import './globals.css';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { LOGO_DATA_URL } from '@/components/layout/logo';

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

/**
 * The document itself is each language's layout (components/layout/document.tsx): `app/(site)` is English
 * at the root, `app/[lang]` Gujarati and Hindi under their prefixes, each with its own `lang`. This root only
 * holds what every page shares: the global CSS and metadata defaults.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
