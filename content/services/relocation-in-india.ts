import type { Service } from '../types';

export const relocationInIndia: Service = {
  id: 'relocation-in-india',
  index: 8,
  menuKey: 'relocation_support',
  title: 'Relocation Support in India',
  cardDescription:
    'Practical help for expatriates moving to India: registration, housing, schools, banking, domestic staff and city orientation.',
  icon: 'home-key',
  seoTitle: 'Expat Relocation Support in India',
  metaDescription:
    'Relocating to India? We help expatriates with FRRO registration, housing, international schools, banking, driving and city orientation in Mumbai and Gujarat.',
  keywords: [
    'relocation to India',
    'expat relocation services India',
    'FRRO registration help',
    'international schools Mumbai Ahmedabad',
    'house hunting for expatriates',
    'moving to Gujarat',
    'corporate relocation India',
  ],
  video: {
    src: '/media/relocation-in-india',
    alt: 'Abstract looping animation of a map pin gliding between city outlines in brand colours',
  },
  mainContent: `<p>Moving to India is an exciting step for professionals, families and companies alike. It also involves many unfamiliar processes, from registration with the authorities to finding the right neighbourhood and school. Our relocation support service gives expatriates and their employers a single, dependable partner who understands both international expectations and the way things work locally.</p>
<p>Preparation begins before you travel. We explain the documents you should carry, help you understand your registration obligations and guide you through the online Foreigners Regional Registration Office (FRRO) process where it applies to your visa category. We also set realistic timelines for housing, schooling and banking so that the first weeks are as smooth as possible.</p>
<h3>Settling-in support</h3>
<ul>
<li>FRRO registration guidance and document preparation</li>
<li>Home search, lease negotiation and move-in inspections</li>
<li>School search, including IB, Cambridge and other international curricula</li>
<li>Bank account opening, mobile connections and utility set-up</li>
<li>Driving guidance, including licence options and hiring a driver</li>
</ul>
<p>Finding a home is often the largest task. We shortlist properties that match your budget, commute and lifestyle, accompany you on visits, review lease terms and arrange an inventory at move-in. For families, we research schools offering international curricula, arrange visits and help with admissions paperwork. We can also help you recruit and verify domestic staff such as housekeepers, cooks and drivers, and explain customary working arrangements.</p>
<p>We provide city orientation in Mumbai, Ahmedabad and Rajkot, where we have offices, and coordinate trusted partners in Bengaluru, Delhi NCR, Pune, Chennai, Hyderabad and other cities. Orientation covers neighbourhoods, healthcare, shopping, transport, safety and cultural etiquette, so that you can navigate daily life with confidence. For employers, we offer consistent relocation packages, clear reporting and a single point of contact for every assignee, and we remain available after arrival for the questions that inevitably follow.</p>`,
  featuresTitle: 'Our Relocation Services',
  features: [
    'FRRO Registration: We guide you through online registration requirements and help prepare the supporting documents.',
    'Housing Search: We shortlist, inspect and negotiate homes that suit your budget, commute and family needs.',
    'School Search: We identify schools offering IB, Cambridge and other international curricula and support admissions.',
    'Domestic Staff: We help you find and verify housekeepers, cooks, nannies and drivers.',
    'Banking and Utilities: We assist with bank accounts, mobile connections, internet and utility connections.',
    'Driving Guidance: We explain licence options, road conditions and how to hire a reliable driver.',
    'City Orientation: We introduce you to neighbourhoods, healthcare, shopping, transport and local etiquette.',
  ],
  whyChooseTitle: 'Why Expatriates Choose Our Relocation Team',
  whyChoosePoints: [
    'We have local offices in Mumbai, Ahmedabad and Rajkot and trusted partners across other major Indian cities.',
    'One dedicated coordinator manages your move from pre-arrival to settling in.',
    'We understand the expectations of international families and the realities of the Indian market.',
    'Our housing and school recommendations are independent and based on your priorities.',
    'We offer corporate relocation programmes with consistent standards and clear reporting.',
    'Our support continues after arrival, whenever questions or issues arise.',
  ],
  testimonial: {
    author: 'Thomas Becker',
    designation: 'Plant Director, relocated from Germany to Gujarat',
    quote:
      'Within a month of landing we had a home, a school for our children and our registration complete. Their team made an unfamiliar process feel calm and well organised.',
  },
};
