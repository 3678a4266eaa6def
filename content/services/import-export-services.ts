import type { Service } from '../types';

export const importExportServices: Service = {
  id: 'import-export-services',
  index: 0,
  menuKey: 'import_export',
  title: 'Import/Export Services',
  cardDescription:
    'End-to-end support for cross-border trade, from IEC registration and HS classification to customs clearance and trade finance.',
  icon: 'ship',
  seoTitle: 'Import/Export Services & Trade Compliance in India',
  metaDescription:
    'Import and export support from Gujarat: IEC registration, DGFT schemes, HS classification, customs brokerage, letters of credit and buyer/supplier checks.',
  keywords: [
    'import export services India',
    'IEC registration',
    'DGFT compliance',
    'HS code classification',
    'customs clearance Gujarat',
    'letter of credit advisory',
    'Incoterms guidance',
    'buyer supplier verification',
  ],
  video: {
    src: '/media/import-export-services',
    alt: 'Abstract looping animation of flowing trade routes and container shapes in deep navy and gold',
  },
  mainContent: `<p>International trade rewards businesses that move quickly, but it punishes those that overlook the paperwork. Our import/export team helps manufacturers, traders and first-time exporters set up and run cross-border trade on a sound footing, so that goods move on time and payments arrive as agreed. From our offices in Mumbai, Ahmedabad and Rajkot we work closely with Gujarat's industrial clusters and with port-side partners on the western coast.</p>
<p>Every engagement begins with the fundamentals. We assist with obtaining and updating your Importer Exporter Code (IEC) with the Directorate General of Foreign Trade (DGFT), explain the schemes and registrations that may apply to your products, and help you assess whether any licences, certificates or registrations with export promotion councils are needed. Correct Harmonised System (HS) classification is central to this work: it determines applicable duties, restrictions and eligibility for benefits, so we review product specifications carefully before any shipment is booked.</p>
<h3>From contract to clearance</h3>
<p>A well-drafted trade contract prevents most disputes. We guide you in choosing the right Incoterms for each deal, clarifying who bears freight, insurance and risk at each stage, and we coordinate with licensed customs brokers and freight forwarders for documentation, clearance and onward logistics. Where payment security matters, we explain the practical differences between advance payment, documentary collections and letters of credit, and help you prepare documents that match LC terms so that presentations are not rejected over avoidable discrepancies.</p>
<ul>
<li>IEC registration, modification and DGFT-related filings</li>
<li>HS classification reviews and duty assessment support</li>
<li>Customs brokerage and freight coordination through vetted partners</li>
<li>Letter of credit review and documentary compliance</li>
<li>Buyer and supplier background verification</li>
</ul>
<p>Finding the right counterparty is as important as compliance. Before you commit to a new overseas buyer or supplier, we carry out background checks covering company registration, trading history, references and reputational signals, helping you reduce the risk of fraud, non-payment or sub-standard goods. We then stay alongside you as volumes grow, reviewing processes, updating documentation as regulations change and connecting you with markets in Australia, New Zealand, the UAE, the United Kingdom and South-East Asia.</p>`,
  featuresTitle: 'Our Import/Export Services',
  features: [
    'IEC Registration: We prepare and file your Importer Exporter Code application and keep your DGFT profile up to date.',
    'HS Classification: We review product specifications to determine the correct tariff classification before goods are shipped.',
    'Customs Brokerage Coordination: We work with licensed customs brokers to manage documentation, assessment and clearance at the port.',
    'Trade Finance Guidance: We explain letters of credit and documentary collections and check documents against LC terms.',
    'Incoterms Advisory: We help you select delivery terms that clearly allocate cost, insurance and risk between the parties.',
    'Buyer and Supplier Verification: We run background checks on overseas counterparties before you sign a contract or release goods.',
    'Market Entry Research: We assess demand, import requirements and competition in your target countries.',
    'Logistics Coordination: We connect you with freight forwarders, insurers and warehousing partners suited to your cargo.',
  ],
  whyChooseTitle: 'Why Choose Sarthi Global for Import/Export?',
  whyChoosePoints: [
    'We combine regulatory know-how with practical experience of shipping goods out of western Indian ports.',
    'We check classification and documentation before shipment, when errors are cheapest to fix.',
    'Our network of customs brokers, forwarders and banks is built on long working relationships.',
    'We verify overseas counterparties so that you trade with greater confidence.',
    'A single point of contact coordinates every stage, from registration to delivery.',
    'We explain each requirement in plain language so that your own team builds lasting capability.',
  ],
  testimonial: {
    author: 'Rakesh Patel',
    designation: 'Director, a ceramics manufacturer in Morbi',
    quote:
      'We had exported before, but never with this level of clarity. The team sorted out our HS classification and LC documents, and our first shipments to the Gulf cleared without delays.',
  },
};
