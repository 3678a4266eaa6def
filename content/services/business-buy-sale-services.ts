import type { Service } from '../types';

export const businessBuySaleServices: Service = {
  id: 'business-buy-sale-services',
  index: 3,
  menuKey: 'business_sell',
  title: 'Business Buy/Sale',
  cardDescription:
    'Confidential support for buying or selling a business in India or abroad, from valuation and due diligence to deal structuring and closing.',
  icon: 'handshake',
  seoTitle: 'Business Buy/Sale & Cross-Border M&A Advisory',
  metaDescription:
    'Buy or sell a business with confidence: valuation, due diligence, NDAs, deal structuring and cross-border M&A support, including FEMA and ODI guidance.',
  keywords: [
    'business buy sale India',
    'sell my business',
    'business valuation',
    'due diligence services',
    'cross-border M&A',
    'ODI FEMA acquisition',
    'deal structuring advisory',
  ],
  video: {
    src: '/media/business-buy-sale-services',
    alt: 'Abstract looping animation of two interlocking geometric shapes converging in navy and gold',
  },
  mainContent: `<p>Buying or selling a business is often the most important financial decision an owner will make. Whether you are a founder planning an exit, a family business considering succession, or an entrepreneur looking to grow through acquisition, our business buy/sale team guides you through each stage with discretion and discipline. We work on transactions within India and across borders, particularly with counterparts in the UAE, the United Kingdom, Australia and South-East Asia.</p>
<p>For sellers, preparation determines value. We help you understand what your business is realistically worth by reviewing financial performance, assets, customer concentration and growth prospects, and we work with registered valuers where a formal valuation is required. We prepare a concise information memorandum, identify suitable strategic and financial buyers, and manage every approach under a non-disclosure agreement so that employees, customers and competitors do not learn of a sale prematurely.</p>
<h3>For buyers and investors</h3>
<p>Acquirers need confidence that the business is what it appears to be. We coordinate financial, legal, tax and operational due diligence with qualified professionals, highlight risks that may affect price or structure, and help you decide between a share purchase, an asset purchase or a phased acquisition. Indian residents acquiring businesses overseas must comply with the Foreign Exchange Management Act and the Overseas Direct Investment framework, and we work with authorised dealer banks and legal advisers to ensure that the investment route, reporting and approvals are handled correctly.</p>
<ul>
<li>Valuation guidance and information memorandum preparation</li>
<li>Buyer and target identification with confidential outreach</li>
<li>NDA management and structured data-room processes</li>
<li>Coordination of financial, legal and tax due diligence</li>
<li>Deal structuring, negotiation support and closing coordination</li>
</ul>
<p>Good deals are negotiated, not simply agreed. We support you through term sheets, earn-outs, deferred consideration and transition arrangements, and we keep the process moving to a realistic timetable. Every transaction is different and no outcome can be guaranteed, but with careful preparation, honest advice and the right specialists around the table, we help you reach a decision that protects what you have built.</p>`,
  featuresTitle: 'Our Business Buy/Sale Services',
  features: [
    'Business Valuation: We assess the value drivers of your business and work with registered valuers where a formal report is needed.',
    'Confidential Marketing: We approach potential buyers discreetly and only after they have signed a non-disclosure agreement.',
    'Target Identification: We search for acquisition targets that fit your strategy, budget and geography.',
    'Due Diligence Coordination: We bring together financial, legal and tax specialists to examine the business thoroughly.',
    'Deal Structuring: We help you weigh share purchases, asset purchases, earn-outs and staged payments.',
    'FEMA and ODI Guidance: We coordinate with banks and legal advisers so that overseas acquisitions by Indian residents follow the correct route.',
    'Negotiation Support: We support you through term sheets, key terms and closing conditions.',
    'Post-deal Transition: We help plan the handover of staff, customers and systems after completion.',
  ],
  whyChooseTitle: 'Why Choose Sarthi Global for Business Buy/Sale?',
  whyChoosePoints: [
    'Confidentiality is built into every step, from the first conversation to completion.',
    'We give realistic valuation guidance rather than inflated expectations.',
    'Our cross-border network helps you reach buyers and targets beyond your home market.',
    'We coordinate specialist advisers so that you deal with one accountable team.',
    'We understand the Indian regulatory framework that applies to outbound and inbound investment.',
    'We stay focused on your objectives, whether that is price, legacy or a smooth transition for employees.',
  ],
  testimonial: {
    author: 'James Whitfield',
    designation: 'Founder, a UK-based engineering services firm',
    quote:
      'Selling to an Indian acquirer involved more moving parts than I expected. The team kept the process confidential, coordinated the due diligence efficiently and helped both sides reach a fair structure.',
  },
};
