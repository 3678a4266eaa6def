import type { Service } from '../types';

export const realEstate: Service = {
  id: 'real-estate',
  index: 4,
  menuKey: 'real_estate',
  title: 'Real Estate Assistance',
  cardDescription:
    'Independent help with buying, selling and leasing residential, commercial, industrial and agricultural property, including RERA and title checks.',
  icon: 'building',
  seoTitle: 'Real Estate Assistance for Buyers, Sellers and NRIs',
  metaDescription:
    'Property assistance in Gujarat and Mumbai: residential, commercial, industrial and agricultural deals, RERA checks, title verification and NRI purchases.',
  keywords: [
    'real estate assistance India',
    'NRI property purchase',
    'RERA project verification',
    'property title verification',
    'commercial property Ahmedabad',
    'industrial land Gujarat',
    'agricultural land advice',
  ],
  video: {
    src: '/media/real-estate',
    alt: 'Abstract looping animation of rising building outlines and soft light grids in navy and gold',
  },
  mainContent: `<p>Property is often the largest investment an individual or business will make, and in India the difference between a sound purchase and a costly mistake frequently lies in the details. Our real estate assistance service helps buyers, sellers, tenants and investors make well-informed decisions across residential, commercial, industrial and agricultural property. With offices in Mumbai, Ahmedabad and Rajkot, we bring local knowledge of markets in Maharashtra and Gujarat, and we support clients elsewhere through trusted partners.</p>
<p>Every transaction starts with verification. For new projects, we check registration with the relevant state Real Estate Regulatory Authority, review the promoter's disclosures, approved plans and stated timelines, and compare them with what is being offered. For resale and land purchases, we coordinate title verification with qualified advocates, examining the chain of ownership, encumbrances, land-use permissions and revenue records so that you understand any risks before money changes hands.</p>
<h3>Property types we cover</h3>
<ul>
<li>Residential apartments, villas and plotted developments</li>
<li>Commercial offices, retail units and showrooms</li>
<li>Industrial sheds, warehouses and land in industrial estates</li>
<li>Agricultural land, subject to the restrictions that apply to it</li>
<li>Specialised assets and land for development</li>
</ul>
<p>Non-resident Indians and overseas citizens face additional considerations. Purchases by NRIs and OCI cardholders are governed by the Foreign Exchange Management Act, which permits the acquisition of residential and commercial property but places restrictions on agricultural land, plantation property and farmhouses. We explain these rules in plain terms, help you route payments through appropriate banking channels, and coordinate registration through a power of attorney where you cannot be present in person. On sale, we help you plan the repatriation of proceeds with your bank and tax adviser.</p>
<p>Beyond the transaction itself, we assist with negotiation, agreement review, stamp duty and registration coordination, home loan introductions and, where required, lease management after purchase. We do not sell our own inventory, which means our advice remains independent and focused entirely on your interests.</p>`,
  featuresTitle: 'Our Real Estate Services',
  features: [
    'Property Search: We shortlist properties that match your budget, location and intended use.',
    'RERA Verification: We check project registration, approvals and promoter disclosures with the state regulator.',
    'Title Verification: We coordinate legal due diligence on ownership history, encumbrances and land records.',
    'NRI Purchase Support: We explain FEMA rules for non-resident buyers and help with power of attorney and payment routing.',
    'Valuation and Negotiation: We benchmark prices against comparable transactions and support you in negotiations.',
    'Documentation and Registration: We review agreements and coordinate stamp duty payment and registration.',
    'Commercial and Industrial Leasing: We help businesses find and lease offices, warehouses and industrial units.',
    'Sale Assistance: We help owners prepare documents, reach serious buyers and plan repatriation where relevant.',
  ],
  propertyTypes: ['Residential', 'Commercial', 'Industrial', 'Agricultural', 'Specialized', 'Development Land'],
  whyChooseTitle: 'Why Choose Sarthi Global for Real Estate?',
  whyChoosePoints: [
    'Our advice is independent because we do not sell properties of our own.',
    'We insist on RERA and title checks before any payment is made.',
    'We have local market knowledge in Mumbai, Ahmedabad and Rajkot.',
    'NRI clients can complete purchases and sales without repeated trips to India.',
    'We coordinate lawyers, banks and registration so that you deal with one team.',
    'We support you after the transaction with leasing and property management referrals.',
  ],
  testimonial: {
    author: 'Suresh Nair',
    designation: 'NRI client based in Dubai',
    quote:
      'Buying a flat in Ahmedabad from overseas worried me, but the team verified the RERA registration and title and handled registration through my power of attorney. I always knew exactly where things stood.',
  },
};
