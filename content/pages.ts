/** Per-page search metadata for the fixed routes (service pages carry their own in their content). */
export interface PageSeo {
  title: string;
  description: string;
  keywords: readonly string[];
  path: string;
}

export const pageSeo = {
  home: {
    title: 'Sarthi Global: Global Business Solutions from India',
    description:
      'Migration, residency by investment, work abroad, import/export, real estate, consulting and medical tourism: cross-border services from Mumbai, Ahmedabad and Rajkot.',
    keywords: ['global business solutions', 'migration consultants India', 'residency by investment', 'work abroad', 'medical tourism India', 'import export services Gujarat'],
    path: '/',
  },
  about: {
    title: 'About Us',
    description:
      'Meet Sarthi Global, a Gujarat-based consultancy guiding individuals and businesses across borders with personalised solutions and seamless execution.',
    keywords: ['about Sarthi Global', 'cross-border consultancy', 'Gujarat business services', 'mission and vision', 'core values'],
    path: '/about/',
  },
  testimonials: {
    title: 'Client Testimonials',
    description:
      'Read how entrepreneurs, professionals and families reached their goals abroad with Sarthi Global: trade, migration, investment and relocation stories.',
    keywords: ['client testimonials', 'Sarthi Global reviews', 'migration success stories', 'consultancy reviews India'],
    path: '/testimonials/',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Connect with Sarthi Global in Mumbai, Ahmedabad or Rajkot. Call us Monday to Friday, 9:00 AM to 6:00 PM IST, or send an enquiry online.',
    keywords: ['contact Sarthi Global', 'consultancy Mumbai', 'consultancy Ahmedabad', 'consultancy Rajkot', 'business enquiry'],
    path: '/contact/',
  },
  faq: {
    title: 'Frequently Asked Questions',
    description:
      'Answers to common questions about our services, fees, timelines, documents and how to start working with Sarthi Global from India or abroad.',
    keywords: ['FAQ', 'visa consultancy questions', 'residency by investment FAQ', 'work abroad FAQ', 'Sarthi Global help'],
    path: '/faq/',
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'How Sarthi Global collects, uses, shares, protects and retains your personal data, your rights and how to reach us about privacy.',
    keywords: ['privacy policy', 'personal data', 'data protection India', 'DPDP Act'],
    path: '/privacy-policy/',
  },
  terms: {
    title: 'Terms and Conditions',
    description:
      'The terms that govern Sarthi Global services: client obligations, fees and refunds, liability, governing law and arbitration in Ahmedabad.',
    keywords: ['terms and conditions', 'terms of service', 'consultancy terms', 'Sarthi Global terms'],
    path: '/terms-and-conditions/',
  },
  safeRecruitment: {
    title: 'Genuine Job Offers and Agents: How to Check',
    description:
      'How to check a recruiting agent and a job offer abroad: the registration, the legal service charge cap and receipt, the official helpline and portals, and our fees.',
    keywords: ['verify recruiting agent', 'eMigrate RA list', 'fake job offer abroad', 'recruiting agent service charge', 'MADAD portal', 'safe migration India'],
    path: '/safe-recruitment/',
  },
} as const satisfies Record<string, PageSeo>;
