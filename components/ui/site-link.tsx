import type { AnchorHTMLAttributes } from 'react';
import { assetPath } from '@/lib/env';

export type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to a page of the site: a plain `<a>`, with the base path added to site paths. Every page is
 * pre-rendered, so a plain link loads it as HTML that paints before any script, works before and without
 * the framework, and costs nothing. next/link would add its router code (~4 KB gzip) to every page and
 * prefetch the payload of every linked page in view, which a slow metered phone pays for unasked.
 */
export function SiteLink({ href, children, ...props }: SiteLinkProps) {
  return (
    <a href={href.startsWith('/') ? assetPath(href) : href} {...props}>
      {children}
    </a>
  );
}
