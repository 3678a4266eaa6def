import { env } from '@/lib/env';

/**
 * Company identity, in one place. SAMPLE DATA: the name, CIN, recruiting agent registration, addresses, phone,
 * WhatsApp and email below are plausible placeholders in the right formats; replace them with the client's
 * registered details.
 */

export interface Office {
  city: string;
  address: string;
  region: string;
  postalCode: string;
}

export interface SocialLink {
  name: 'Instagram' | 'LinkedIn';
  label: string;
  href: string;
}

export const site = {
  name: 'Sarthi Global',
  legalName: 'Sarthi Global Business Services Private Limited',
  /** Corporate identification number: U + NIC code + state + year + PTC + serial (sample). */
  cin: 'U74999GJ2015PTC084512',
  /**
   * Registration as a recruiting agent with the Ministry of External Affairs (Emigration Act, 1983, section
   * 10), which anyone recruiting in India for jobs abroad must hold and show. Its form: RA id / state / kind of
   * holder / recruitment capacity / years of validity / serial / year of issue (sample; a visitor checks the
   * real one on emigrate.gov.in, see content/trust.ts).
   */
  recruitingAgent: { number: 'B-0123/GUJ/COM/1000+/5/9876/2024', sample: true },
  tagline: 'Your Global Recruitment Partner',
  description:
    'Sarthi Global guides individuals and businesses through migration, residency by investment, work abroad, international trade, property and medical tourism, from offices in Mumbai, Ahmedabad and Rajkot.',
  email: 'hello@sarthiglobal.example',
  /** Display form and the tel: form of the one published number. */
  phone: '+91 79 4890 2200',
  phoneHref: 'tel:+917948902200',
  /** The WhatsApp Business number, digits only with the country code, as wa.me wants it (sample; NEXT_PUBLIC_WHATSAPP_NUMBER overrides). */
  whatsappDigits: (env.whatsappNumber || '+91 98250 41230').replace(/\D/g, ''),
  registeredOffice: '402, Shivalik Business Centre, Ashram Road, Ahmedabad, Gujarat 380009, India',
  offices: [
    { city: 'Mumbai', address: '1104, Trade Centre, Bandra Kurla Complex, Bandra (East)', region: 'Maharashtra', postalCode: '400051' },
    { city: 'Ahmedabad', address: '402, Shivalik Business Centre, Ashram Road', region: 'Gujarat', postalCode: '380009' },
    { city: 'Rajkot', address: '7th Floor, Crystal Mall, Kalawad Road', region: 'Gujarat', postalCode: '360005' },
  ] satisfies Office[],
  hours: {
    label: 'Monday to Friday, 9:00 AM to 6:00 PM IST',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  },
  globalPresence: ['Australia', 'New Zealand', 'Indonesia', 'United Kingdom', 'UAE'],
  social: [
    { name: 'Instagram', label: 'Sarthi Global on Instagram', href: env.instagramUrl },
    { name: 'LinkedIn', label: 'Sarthi Global on LinkedIn', href: env.linkedinUrl },
  ] satisfies SocialLink[],
  schedulingUrl: env.schedulingUrl,
  technologyPartner: { name: 'Northwind Web Studio', href: 'https://www.northwindweb.example' },
  foundedYear: 2015,
} as const;

export type Site = typeof site;
