import { FOOTER_SERVICE_COUNT } from '@/lib/constants';
import { menuServices } from './services';

export interface NavLink {
  label: string;
  href: string;
}

/** Desktop top bar, in order; `services` marks where the Services dropdown sits. */
export const topNav = {
  home: { label: 'Home', href: '/' },
  servicesLabel: 'Services',
  after: [
    { label: 'About us', href: '/about/' },
    { label: 'Testimonials', href: '/testimonials/' },
  ],
  contact: { label: 'Contact us', href: '/contact/' },
} as const;

/** Mobile panel. The old menu spelt "Testimonals"; we spell it correctly (docs/behaviour-notes.md). */
export const mobileNav = {
  home: { label: 'Home', href: '/' },
  servicesLabel: 'Our Services',
  after: [
    { label: 'About us', href: '/about/' },
    { label: 'Testimonials', href: '/testimonials/' },
    { label: 'Contact', href: '/contact/' },
  ],
} as const;

export const footerColumns = {
  company: {
    title: 'COMPANY',
    links: [
      { label: 'About us', href: '/about/' },
      { label: 'Testimonials', href: '/testimonials/' },
      { label: 'FAQ', href: '/faq/' },
      { label: 'Privacy Policy', href: '/privacy-policy/' },
      { label: 'Terms of Service', href: '/terms-and-conditions/' },
    ] satisfies NavLink[],
  },
  services: {
    title: 'SERVICES',
    links: menuServices.slice(0, FOOTER_SERVICE_COUNT).map((s) => ({ label: s.title, href: s.url })),
  },
  follow: { title: 'Follow Us' },
} as const;
