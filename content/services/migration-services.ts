import { feesHtml } from '../trust';
import type { Service } from '../types';

export const migrationServices: Service = {
  id: 'migration-services',
  index: 1,
  menuKey: 'migration_services',
  title: 'Migration Services',
  cardDescription:
    'Guidance on skilled, study, family and business visas for Australia, Canada, the UK, New Zealand and beyond.',
  icon: 'passport',
  seoTitle: 'Migration & Visa Services for Australia, Canada, UK',
  metaDescription:
    'Migration guidance for skilled, family, study and business visas to Australia, Canada, the UK and New Zealand, with eligibility checks and document support.',
  keywords: [
    'migration services India',
    'skilled visa Australia',
    'Canada Express Entry guidance',
    'UK skilled worker visa',
    'New Zealand residence visa',
    'points test assessment',
    'family visa support',
  ],
  video: {
    src: '/media/migration-services',
    alt: 'Abstract looping animation of soft arcs travelling across a stylised globe in navy and gold',
  },
  mainContent: `<p>Moving to another country is one of the most significant decisions a person or family can make. Our migration team helps professionals, students and families understand their options clearly and prepare applications that are complete, accurate and consistent. We focus on the principal destinations for Indian applicants, including Australia, Canada, the United Kingdom and New Zealand, and advise on other countries where a suitable pathway exists.</p>
<p>Each country runs its own system. Australia and New Zealand assess skilled migrants against occupation lists and points-based criteria; Canada manages many economic applications through Express Entry and provincial nominee programmes; the United Kingdom's skilled worker route relies on a job offer from a licensed sponsor. Because rules, occupation lists and thresholds change regularly, we begin with a careful eligibility review based on current official guidance, looking at your age, qualifications, work experience, English language ability and family circumstances.</p>
<h3>How we support your application</h3>
<ul>
<li>Profile assessment and points estimation against current criteria</li>
<li>Guidance on skills assessments and educational credential evaluation</li>
<li>Preparation planning for IELTS, PTE and other accepted English tests</li>
<li>Document checklists, reference letters and evidence of funds</li>
<li>Partner, dependant and parent visa pathways</li>
</ul>
<p>Documentation is where many applications falter. We prepare detailed checklists, review employment references, identity and civil documents, and help you present financial evidence in the form each authority expects. Where an application must be lodged or represented by a registered migration agent or licensed immigration consultant in the destination country, we work with qualified professionals so that you receive properly authorised advice.</p>
<p>Family migration deserves the same care. We help spouses, partners, children and parents understand the relevant routes and the evidence of relationship they will need. Final decisions always rest with the immigration authorities, and we never promise outcomes; what we offer is honest advice, thorough preparation and steady support from your first enquiry to your arrival, including pre-departure guidance on accommodation, banking and settling in.</p>
${feesHtml({ registration: false })}`,
  featuresTitle: 'Our Migration Services',
  features: [
    'Eligibility Assessment: We review your profile against current criteria and explain the pathways realistically open to you.',
    'Points Test Evaluation: We estimate your points for Australian, New Zealand and Canadian programmes and show where they can improve.',
    'Skills Assessment Support: We guide you through assessing-authority requirements and credential evaluations.',
    'English Test Planning: We advise on which IELTS, PTE or other test scores you need and when to sit the test.',
    'Documentation Review: We prepare checklists and check every document for consistency before it is submitted.',
    'Family Visa Guidance: We help partners, children and parents understand sponsorship and relationship evidence requirements.',
    'Licensed Partner Network: We work with registered migration agents and licensed consultants where local rules require them.',
    'Pre-departure Briefing: We prepare you for arrival with practical advice on housing, banking and employment.',
  ],
  whyChooseTitle: 'Why Choose Sarthi Global for Migration?',
  whyChoosePoints: [
    'We give candid eligibility advice, even when the answer is that a different route would suit you better.',
    'Our guidance is based on current official rules, which we track for every destination we advise on.',
    'Meticulous document checks reduce the risk of delays and requests for further information.',
    'We coordinate with registered agents and licensed consultants in destination countries where required.',
    'Families receive joined-up advice covering every member of the household.',
    'We stay in touch after a decision, helping you plan your move and settle in.',
  ],
  testimonial: {
    author: 'Priya Sharma',
    designation: 'Software engineer, now based in Melbourne',
    quote:
      'They explained the points test honestly and helped me plan my English test and skills assessment in the right order. Every document was checked twice, and the whole process felt far less daunting.',
  },
};
