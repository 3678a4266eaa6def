import type { Service } from '../types';

export const propertyManagementServicesInIndia: Service = {
  id: 'property-management-services-in-india',
  index: 7,
  menuKey: 'property_management',
  title: 'Property Management in India',
  cardDescription:
    'End-to-end care of your Indian property while you live abroad: tenants, rent, maintenance, compliance and clear financial reporting.',
  icon: 'key',
  seoTitle: 'NRI Property Management Services in India',
  metaDescription:
    'Property management for NRIs: security checks, maintenance, tenant sourcing, rent collection, legal compliance and tax support through partner CAs.',
  keywords: [
    'NRI property management',
    'property management India',
    'rental management for NRIs',
    'tenant management Gujarat',
    'NRI TDS on rent',
    'property maintenance Mumbai Ahmedabad',
    'power of attorney property India',
  ],
  video: {
    src: '/media/property-management-services-in-india',
    alt: 'Abstract looping animation of a house outline with a turning key and soft light in brand colours',
  },
  mainContent: `<p>Owning property in India while living abroad brings both opportunity and responsibility. An empty flat can deteriorate or attract unauthorised occupation, while a let property needs reliable tenants, timely rent and regular upkeep. Our property management service acts as your trusted representative on the ground, so that your home or investment is secure, well maintained and earning as it should.</p>
<p>We start with a detailed inspection and a documented condition report, complete with photographs. From there we arrange periodic security visits, coordinate repairs and annual maintenance with vetted contractors, and deal with society, municipal and utility matters on your behalf. Every significant expense is approved by you in advance, and every visit is recorded.</p>
<h3>Our management scope</h3>
<ul>
<li>Security checks and condition reports for vacant and let properties</li>
<li>Maintenance coordination, repairs and renovation oversight</li>
<li>Tenant sourcing, background verification and registered rental agreements</li>
<li>Rental collection, deposit handling and tenant relationship management</li>
<li>Monthly statements and annual financial summaries</li>
</ul>
<p>Letting is handled with care. We market the property, verify prospective tenants, arrange police verification where local rules require it and help execute a properly stamped and registered agreement. During the tenancy we remain the tenant's first point of contact, resolve issues promptly and manage renewals, rent revisions and move-outs, including the inspection and settlement of deposits.</p>
<p>Compliance and tax are areas where non-resident owners most need support. Rent paid to an NRI is generally subject to tax deduction at source by the tenant, and rental income may need to be reported in an Indian income tax return. We work with partner chartered accountants who advise on TDS, lower-deduction certificates where appropriate and annual returns, and who can represent you before the tax authorities. Where you want us to act on documents in your absence, we explain the options for a specific or general power of attorney, recommend that its scope be limited to what is needed and coordinate with your lawyer on drafting, attestation and registration. Our role is always transparent: you retain ownership and control, and we keep you informed.</p>`,
  featuresTitle: 'Comprehensive Property Management Services',
  features: [
    'Property Security: We carry out scheduled inspections and share photo reports so you always know the state of your property.',
    'Maintenance Coordination: We arrange repairs, upkeep and annual maintenance through vetted contractors with your prior approval.',
    'Tenant Sourcing: We market your property and verify prospective tenants before any agreement is signed.',
    'Rental Collection: We track rent and deposits, follow up on delays and reconcile every payment.',
    'Tenant Relationship Management: We act as the first point of contact for tenants and resolve issues promptly.',
    'Legal Compliance: We help keep rental agreements, registrations, police verification and society obligations in order.',
    'Financial Reporting: We send clear monthly statements and an annual summary of income and expenses.',
    'Tax Representation: Our partner chartered accountants advise on NRI TDS, prepare returns and represent you before the tax authorities.',
  ],
  whyChooseTitle: 'Why NRIs Trust Us with Their Property',
  whyChoosePoints: [
    'We offer a single point of contact for everything concerning your Indian property.',
    'Our offices in Mumbai, Ahmedabad and Rajkot give us reliable local presence and contractor networks.',
    'No significant expense is incurred without your written approval.',
    'Our reports are regular, photographic and easy to read from anywhere in the world.',
    'We work with qualified chartered accountants and lawyers for tax and legal matters.',
    'We advise on limiting any power of attorney to the scope genuinely needed to protect your interests.',
    'You retain full ownership and control, and our fees are agreed transparently in advance.',
  ],
  testimonial: {
    author: 'Anil Patel',
    designation: 'IT Consultant and NRI owner, based in London',
    quote:
      'Managing my flat in Ahmedabad from London used to be a constant worry. Now I receive monthly statements, the tenant is well looked after and my tax filings are handled by their partner accountants.',
  },
};
