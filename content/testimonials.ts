/**
 * Sample data: these testimonials, names, photos and company marks are illustrative samples
 * written for the design. Replace them with real testimonials from clients who have
 * given their consent before the site goes live.
 */
import type { Testimonial } from './types';

const priyaShah: Testimonial = {
  quote:
    'Sarthi Global helped us ship our first groundnut and spice consignments to the Middle East, from export registration to finding reliable buyers. Their team handled the documentation and customs paperwork so smoothly that we now export every month.',
  name: 'Priya Shah',
  title: 'Director',
  company: 'Shah Agro Exports',
  image: '/images/testimonials/priya-shah.svg',
  logo: '/images/logos/shah-agro-exports.svg',
};

const danielWhitaker: Testimonial = {
  quote:
    'When our company posted me to Ahmedabad, Sarthi Global found us a home, arranged school admissions for our children and sorted out our registrations within weeks. Moving from Melbourne to India felt far less daunting with them by our side.',
  name: 'Daniel Whitaker',
  title: 'Regional Operations Director',
  company: 'Southern Cross Engineering',
  image: '/images/testimonials/daniel-whitaker.svg',
  logo: '/images/logos/southern-cross-engineering.svg',
};

const ananyaMehta: Testimonial = {
  quote:
    'I had applied for overseas roles on my own for a year with no success. Sarthi Global reworked my CV for the New Zealand market, prepared me for interviews and guided my work visa, and I started my new job in Auckland four months later.',
  name: 'Ananya Mehta',
  title: 'Senior Software Engineer',
  company: 'Kiwi Byte Solutions',
  image: '/images/testimonials/ananya-mehta.svg',
  logo: '/images/logos/kiwi-byte-solutions.svg',
};

const rahulDesai: Testimonial = {
  quote:
    'Sarthi Global compared several residency by investment programmes for my family and explained the costs and obligations of each one clearly. Their due diligence support and steady updates made a complex application feel manageable.',
  name: 'Rahul Desai',
  title: 'Managing Partner',
  company: 'Desai Ventures',
  image: '/images/testimonials/rahul-desai.svg',
  logo: '/images/logos/desai-ventures.svg',
};

const sarahThompson: Testimonial = {
  quote:
    'I travelled from London to India for knee replacement surgery and paid a fraction of what it would have cost privately at home. Sarthi Global chose an accredited hospital, booked my consultations and looked after every detail of my recovery stay.',
  name: 'Sarah Thompson',
  title: 'Marketing Manager',
  company: 'Bramley Marketing Group',
  image: '/images/testimonials/sarah-thompson.svg',
  logo: '/images/logos/bramley-marketing-group.svg',
};

const vikramPatel: Testimonial = {
  quote:
    'Selling the family textile business was a big decision, and Sarthi Global made the process discreet and well organised. They prepared the valuation, screened serious buyers and guided the negotiations through to a fair and timely close.',
  name: 'Vikram Patel',
  title: 'Chief Executive Officer',
  company: 'Patel Textiles',
  image: '/images/testimonials/vikram-patel.svg',
  logo: '/images/logos/patel-textiles.svg',
};

const meeraIyer: Testimonial = {
  quote:
    'Living in the UK, I worried constantly about my flat in Mumbai. Sarthi Global now finds and screens tenants, collects the rent and arranges repairs, and their monthly reports give me complete peace of mind.',
  name: 'Meera Iyer',
  title: 'Finance Consultant',
  company: 'Meridian Advisory',
  image: '/images/testimonials/meera-iyer.svg',
  logo: '/images/logos/meridian-advisory.svg',
};

const budiSantoso: Testimonial = {
  quote:
    'We wanted to enter the Indian market but did not know where to begin. Sarthi Global carried out the market research, advised on the right entry structure and introduced us to distribution partners in Gujarat and Maharashtra.',
  name: 'Budi Santoso',
  title: 'Managing Director',
  company: 'Nusantara Spice Traders',
  image: '/images/testimonials/budi-santoso.svg',
  logo: '/images/logos/nusantara-spice-traders.svg',
};

const karanJoshi: Testimonial = {
  quote:
    'Sarthi Global assessed my profile, helped me through the skills assessment and prepared my Australian skilled migration application without a single error. My permanent residency was granted on the first attempt.',
  name: 'Karan Joshi',
  title: 'Project Engineer',
  company: 'Arcadia Infrastructure',
  image: '/images/testimonials/karan-joshi.svg',
  logo: '/images/logos/arcadia-infrastructure.svg',
};

const fatimaAlMansouri: Testimonial = {
  quote:
    'Sarthi Global shortlisted commercial properties in Ahmedabad that matched our brief, verified the titles and negotiated a price well within our budget. Buying property in India from Dubai was far simpler than I expected.',
  name: 'Fatima Al Mansouri',
  title: 'Investment Manager',
  company: 'Gulfstone Capital',
  image: '/images/testimonials/fatima-al-mansouri.svg',
  logo: '/images/logos/gulfstone-capital.svg',
};

/** Home carousel: 6 entries, the last repeating the first (same object). */
export const testimonials: Testimonial[] = [
  priyaShah,
  danielWhitaker,
  ananyaMehta,
  rahulDesai,
  sarahThompson,
  priyaShah,
];

/** Alternate list of 5 different testimonials. */
export const alternateTestimonials: Testimonial[] = [
  vikramPatel,
  meeraIyer,
  budiSantoso,
  karanJoshi,
  fatimaAlMansouri,
];

/** The testimonials page shows `testimonials.slice(0, testimonialsPageCount)`. */
export const testimonialsPageCount = 4;
