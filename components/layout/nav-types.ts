import type { MenuServiceEntry } from '@/content/services';
import type { mobileNav, topNav } from '@/content/navigation';

type Widen<T> = T extends string ? string : T extends readonly (infer E)[] ? readonly Widen<E>[] : { readonly [K in keyof T]: Widen<T[K]> };

export type TopNav = Widen<typeof topNav>;
export type MobileNav = Widen<typeof mobileNav>;
export type ServiceEntries = readonly MenuServiceEntry[];

/** True when `href` is the current route (paths compared without trailing slash). */
export function isCurrent(pathname: string, href: string): boolean {
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const current = strip(pathname);
  const target = strip(href);
  return current === target || (target === '/' && current === '/home');
}
