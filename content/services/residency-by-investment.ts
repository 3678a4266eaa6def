import type { Service } from '../types';

export const residencyByInvestment: Service = {
  id: 'residency-by-investment',
  index: 2,
  menuKey: 'residency_by_investment',
  title: 'Residency by Investment',
  cardDescription:
    'Independent guidance on golden visa and citizenship-by-investment programmes, with thorough due diligence and source-of-funds preparation.',
  icon: 'landmark',
  seoTitle: 'Residency & Citizenship by Investment Advisory',
  metaDescription:
    'Compare golden visa and citizenship-by-investment options in Portugal, Greece, Malta, the UAE and the Caribbean, with due diligence and source-of-funds help.',
  keywords: [
    'residency by investment',
    'golden visa India',
    'citizenship by investment',
    'Portugal golden visa',
    'Greece golden visa',
    'UAE Golden Visa',
    'Caribbean CBI programmes',
    'source of funds documentation',
  ],
  video: {
    src: '/media/residency-by-investment',
    alt: 'Abstract looping animation of slowly rotating architectural columns and light trails in navy and gold',
  },
  mainContent: `<p>For many families and entrepreneurs, a second residency or citizenship offers greater freedom of travel, access to education and healthcare, and a base for international business. Residency and citizenship-by-investment programmes make this possible through a qualifying investment in the host country, but each programme has its own requirements, timelines and obligations. Our role is to help you choose the right programme for your goals and to prepare an application that stands up to scrutiny.</p>
<p>We advise on a range of established options. European programmes such as those offered by Portugal, Greece and Malta can provide residence rights within the Schengen area, with differing investment routes and physical presence requirements. The UAE Golden Visa offers long-term residence to eligible investors, entrepreneurs and skilled professionals. Several Caribbean nations operate citizenship-by-investment programmes that typically involve a government contribution or an approved real estate investment. These programmes are reviewed and amended frequently, so we always work from the latest official rules before making a recommendation.</p>
<h3>Due diligence comes first</h3>
<p>Every reputable programme subjects applicants to rigorous background checks, and the single most important element of a successful file is a clear, well-documented source of funds and source of wealth. We help you assemble a coherent financial history covering income, business ownership, property sales, inheritance or gifts, and we identify any gaps before an application is lodged. We also explain the Liberalised Remittance Scheme and other Indian regulatory considerations relevant to outward investment, and recommend that you take independent tax advice in both jurisdictions.</p>
<ul>
<li>Programme comparison based on mobility, family inclusion and residence obligations</li>
<li>Source-of-funds and source-of-wealth preparation</li>
<li>Coordination with licensed agents, lawyers and authorised developers</li>
<li>Independent review of investment options and property offers</li>
</ul>
<p>Where programmes require applications to be submitted through licensed or authorised agents, we work with accredited partners in the host country and remain your single point of contact throughout. Approval is always at the discretion of the relevant government, and we do not promise outcomes. What we do promise is transparent advice, careful preparation and a process that protects your family's interests from first consultation to the issue of residence cards or passports.</p>`,
  featuresTitle: 'Our Residency by Investment Services',
  features: [
    'Programme Comparison: We compare residency and citizenship options against your mobility, family and business objectives.',
    'Eligibility Review: We check that every family member you wish to include meets the programme criteria.',
    'Source-of-Funds Preparation: We help you document the origin of your investment funds and overall wealth clearly.',
    'Investment Evaluation: We review qualifying property, fund and contribution options before you commit capital.',
    'Regulatory Guidance: We explain Indian outward remittance considerations and point you to specialist tax advice.',
    'Authorised Partner Coordination: We work with licensed agents and lawyers in the host country where programmes require them.',
    'Application Management: We track your file through each stage and keep you informed of requests and timelines.',
    'Post-approval Support: We assist with residence card collection, renewals and ongoing programme obligations.',
  ],
  whyChooseTitle: 'Why Choose Sarthi Global for Residency by Investment?',
  whyChoosePoints: [
    'Our recommendations are independent of any single developer or programme.',
    'We treat due diligence and source-of-funds preparation as the foundation of every application.',
    'We base our advice on the latest official programme rules, which change frequently.',
    'We work only with licensed and authorised partners in each host country.',
    'Your family\'s information is handled with strict confidentiality at every stage.',
    'We remain available after approval for renewals, family additions and ongoing obligations.',
  ],
  testimonial: {
    author: 'Anil Mehta',
    designation: 'Managing partner, a family business in Ahmedabad',
    quote:
      'We were comparing several golden visa programmes and felt overwhelmed. Sarthi Global laid out the options clearly and helped us organise our source-of-funds documents properly before we applied.',
  },
};
