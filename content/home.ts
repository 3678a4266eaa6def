import type { HeroTab, Reason, Statistic, Video } from './types';

export const heroHeadline = 'Global Business Solutions';

export const heroLead =
  'From trade and investment to migration, work abroad and medical care, Sarthi Global guides individuals and businesses across borders with personalised advice and seamless execution.';

export const heroTabs: HeroTab[] = [
  {
    label: 'Residency by Investment',
    description:
      'Secure residency or a second passport for you and your family through trusted investment programmes around the world. We compare options, handle due diligence and guide your application from start to finish.',
    href: '/services/residency-by-investment',
  },
  {
    label: 'Work Abroad',
    description:
      'Build your career overseas with expert guidance on job markets, CVs, interviews and work visas. We help professionals find the right opportunity and settle confidently in their new country.',
    href: '/services/work-abroad',
  },
  {
    label: 'Medical Tourism',
    description:
      'Access high-quality treatment at internationally accredited hospitals, with savings of up to 80 percent compared with many countries. We arrange consultations, travel, accommodation and recovery support so you can focus on getting well.',
    href: '/services/medical-tourism-services',
  },
];

export const heroStats: Statistic[] = [
  { value: '10+', label: 'Years Experience' },
  { value: '50+', label: 'Countries Served' },
  { value: '1000+', label: 'Satisfied Clients' },
];

export const whyChooseUs: { title: string; intro: string; reasons: Reason[] } = {
  title: 'Why Choose Us',
  intro:
    'Crossing borders brings unfamiliar rules, paperwork and decisions. Here is why individuals and businesses trust Sarthi Global to guide them.',
  reasons: [
    {
      title: 'Deep Expertise',
      description:
        'Our specialists bring years of hands-on experience in trade, migration, investment, real estate and consulting. We know the rules and the pitfalls before you meet them.',
      icon: 'award',
    },
    {
      title: 'Extensive Global Network',
      description:
        'With offices in Mumbai, Ahmedabad and Rajkot and a presence in Australia, New Zealand, Indonesia, the United Kingdom and the UAE, we connect you with trusted partners wherever you need them.',
      icon: 'network',
    },
    {
      title: 'Personalized Solutions',
      description:
        'No two clients are alike, so we shape every plan around your goals, timeline and budget rather than offering a one-size-fits-all package.',
      icon: 'target',
    },
    {
      title: 'Proven Track Record',
      description:
        'More than a thousand satisfied clients across over fifty countries have relied on us to bring their international plans to a successful close.',
      icon: 'check',
    },
  ],
};

export const servicesSection: { title: string; intro: string } = {
  title: 'Our Services',
  intro:
    'Ten specialised services for individuals, families and businesses, each delivered by a dedicated team that handles the details from first consultation to final step.',
};

export const valuesSection: { title: string; intro: string } = {
  title: 'Our Core Values',
  intro:
    'The principles that shape every piece of advice we give and every plan we deliver for our clients.',
};

export const testimonialsSection: { title: string; intro: string } = {
  title: 'What Our Clients Say',
  intro:
    'Entrepreneurs, professionals and families share how Sarthi Global helped them achieve their goals across borders.',
};

export const featuredSection: { title: string; intro: string; video: Video } = {
  title: 'Featured Services',
  intro:
    'Trade with confidence, migrate with clarity and invest in a new future abroad: three of the services our clients turn to most.',
  video: {
    src: '/media/home-featured',
    alt: 'Cargo ships, passports and city skylines illustrating international trade, migration and investment',
  },
};

// The old site's label 'BOOK A APPOINTMENT' had a grammar slip; we show 'Book an Appointment' (CSS may uppercase it).
export const connectSection: { title: string; text: string; buttonLabel: string } = {
  title: "Let's Connect",
  text: 'Book a one-to-one consultation with our team to discuss your plans. We will listen to your goals, answer your questions and recommend the clearest path forward.',
  buttonLabel: 'Book an Appointment',
};

export const ctaBanner: { title: string; text: string; buttonLabel: string } = {
  title: 'Ready to Take Your Next Step Abroad?',
  text: 'Whether you are expanding a business, moving overseas or planning treatment abroad, our team is here to help. Get in touch today and let us turn your plans into reality.',
  buttonLabel: 'Contact Us',
};
