import type { AboutBlock } from './types';

export const aboutHero: { title: string; lead: string } = {
  title: 'About Sarthi Global',
  lead: 'Your trusted partner for business, migration and life across borders, guiding individuals and companies from India to the world and back.',
};

export const companyDescription: string[] = [
  'Sarthi Global Business Services Pvt. Ltd. is a private limited company registered in Gujarat, India. We help individuals, families and businesses navigate cross-border opportunities, from trade, investment and migration to working abroad, medical treatment and relocation to India.',
  'Our team works from offices in Mumbai, Ahmedabad and Rajkot, and our global presence spans Australia, New Zealand, Indonesia, the United Kingdom and the UAE. This network of advisers and trusted partners lets us combine local knowledge with an international outlook, wherever our clients are based.',
  'Every client receives a personalised solution built around their goals, timeline and budget. We take care of the details, from documents and approvals to on-the-ground support, so that every plan is executed seamlessly from the first consultation to the final step.',
];

export const aboutBlocks: AboutBlock[] = [
  {
    id: 'mission',
    title: 'Our Mission',
    text: 'Our mission is to guide clients through the complexity of international business, migration and relocation with personalised solutions and seamless execution. We turn unfamiliar rules, paperwork and markets into a clear plan, and we stay alongside our clients until every step is complete.',
    video: {
      src: '/media/about-mission',
      alt: 'Consultants reviewing documents with a client around a meeting table',
    },
  },
  {
    id: 'vision',
    title: 'Our Vision',
    text: 'Our vision is to be the trusted global partner for international expansion. We want every entrepreneur, professional and family who looks beyond their borders to find in us a dependable guide, backed by a network that reaches across continents.',
    video: {
      src: '/media/about-vision',
      alt: 'A globe turning slowly with flight paths connecting cities around the world',
    },
  },
  {
    id: 'approach',
    title: 'Our Approach',
    text: "We begin by listening carefully to understand each client's goals, constraints and timeline. From there we design a tailored plan, coordinate the right specialists across our offices and partner network, and keep clients informed with clear, regular updates until the work is done.",
    video: {
      src: '/media/about-approach',
      alt: 'A planning session with a roadmap sketched on a whiteboard',
    },
  },
];
