import type { Service } from '../types';

export const consultingServices: Service = {
  id: 'consulting-services',
  index: 5,
  menuKey: 'consulting_services',
  title: 'Business & Management Consulting',
  cardDescription:
    'Strategy, operations, finance and market-entry advice for growing firms, from India entry for foreign companies to overseas expansion for Indian ones.',
  icon: 'chart',
  seoTitle: 'Business & Management Consulting in India',
  metaDescription:
    'Strategy, operations, finance, market entry and digital transformation consulting for firms of 1 to 500+ staff entering India or expanding overseas.',
  keywords: [
    'business consulting India',
    'management consulting Gujarat',
    'India market entry',
    'overseas expansion for Indian companies',
    'operations consulting',
    'financial advisory for SMEs',
    'digital transformation consulting',
  ],
  video: {
    src: '/media/consulting-services',
    alt: 'Abstract looping animation of rising bar charts and connecting lines in brand colours',
  },
  mainContent: `<p>Growing a business across borders asks for more than ambition. It needs a clear strategy, disciplined operations and sound financial planning, tested against the realities of each market. Our business and management consulting practice works alongside founders, boards and leadership teams to turn those ambitions into plans that can be carried out, measured and adjusted as conditions change.</p>
<p>We advise organisations of every size, from sole founders and family businesses to companies with more than 500 staff. Engagements usually begin with a structured diagnostic of the business model, cost base, organisation and competitive position, followed by a practical roadmap with owners, milestones and budgets. We stay involved through implementation so that recommendations become results rather than reports.</p>
<h3>Where we help</h3>
<ul>
<li>Corporate and growth strategy, including portfolio choices and partnership options</li>
<li>Operations improvement, process design, supply chain and quality systems</li>
<li>Financial planning, budgeting, cash-flow management and investor readiness</li>
<li>Market entry into India for foreign firms, and overseas entry for Indian firms</li>
<li>Digital transformation, from process automation to data and reporting</li>
</ul>
<p>Market entry is a particular strength. For foreign companies looking at India, we help assess demand, choose between a subsidiary, branch, liaison office or distribution partner, plan location and hiring, and coordinate with qualified legal and tax advisers on registrations and compliance. For Indian companies expanding abroad, we research target markets such as Australia, the UAE, the United Kingdom and South-East Asia, identify partners and channels, and build the business case before capital is committed.</p>
<p>Digital transformation is approached as a business change, not a software purchase. We map how work actually flows, identify where technology can remove delay or error, help select suitable tools and plan adoption with the people who will use them. Throughout every engagement we keep advice independent, confidential and grounded in evidence, and we are candid when the numbers suggest a different course.</p>`,
  featuresTitle: 'Our Consulting Capabilities',
  features: [
    'Strategy Development: We define clear goals, priorities and growth options based on market evidence and your internal strengths.',
    'Operations Excellence: We streamline processes, supply chains and quality systems to lower cost and improve reliability.',
    'Financial Advisory: We build budgets, forecasts and cash-flow models that support confident decisions and investor conversations.',
    'India Market Entry: We guide foreign companies on entry structure, location, partners and hiring, working with licensed legal and tax advisers.',
    'Overseas Expansion: We help Indian businesses evaluate international markets, find partners and plan a phased, well-funded launch.',
    'Digital Transformation: We align technology choices with business processes so that new systems are adopted and deliver value.',
    'Organisation Design: We shape roles, reporting lines and performance measures that fit your stage of growth.',
  ],
  whyChooseTitle: 'Why Choose Our Consulting Team',
  whyChoosePoints: [
    'Our consultants combine Indian market knowledge with practical experience of international business.',
    'We tailor every engagement to the size and stage of your organisation, from start-ups to enterprises of 500+ staff.',
    'Our recommendations come with implementation roadmaps, owners and measurable milestones.',
    'We draw on a network of legal, tax and industry specialists when a project needs them.',
    'Our advice is independent, and we never accept commissions that could bias a recommendation.',
    'We treat all client information with strict confidentiality.',
    'We stay engaged through execution so that plans translate into lasting results.',
  ],
  testimonial: {
    author: 'Rajesh Mehta',
    designation: 'Managing Director, a Gujarat-based engineering manufacturer',
    quote:
      'Their team helped us assess three overseas markets and choose the right one for our first international venture. The roadmap was practical, and they stayed with us until the first contracts were signed.',
  },
};
