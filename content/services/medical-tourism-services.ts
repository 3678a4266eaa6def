import type { Service } from '../types';

export const medicalTourismServices: Service = {
  id: 'medical-tourism-services',
  index: 9,
  menuKey: 'medical_tourism',
  title: 'Medical Tourism',
  cardDescription:
    'Quality treatment in India at accredited hospitals, with savings of up to 80 percent compared with US and UK costs and full travel coordination.',
  icon: 'heart-pulse',
  seoTitle: 'Medical Tourism in India: Accredited Hospitals',
  metaDescription:
    'Treatment in India at JCI and NABH accredited hospitals, with savings of up to 80 percent on US and UK costs, plus visa help, interpreters and recovery.',
  keywords: [
    'medical tourism India',
    'treatment in India for international patients',
    'JCI accredited hospitals India',
    'NABH hospitals',
    'medical visa India',
    'affordable surgery India',
    'second opinion India',
  ],
  video: {
    src: '/media/medical-tourism-services',
    alt: 'Abstract looping animation of a gentle pulse line flowing across soft shapes in brand colours',
  },
  mainContent: `<p>India has become one of the world's leading destinations for international patients, combining experienced specialists, modern hospitals and short waiting times. Patients travelling from abroad can often achieve savings of up to 80 percent compared with the cost of similar treatment in the United States or the United Kingdom, depending on the procedure, the hospital and the length of stay. Our medical tourism service helps you take that decision with care and then manages the journey so that you can focus on your health.</p>
<p>Quality comes first. We recommend hospitals with international accreditation, such as Joint Commission International (JCI), and hospitals accredited by India's National Accreditation Board for Hospitals and Healthcare Providers (NABH). We share your medical reports with suitable specialists, obtain treatment plans and cost estimates, and arrange second opinions when you would like another view before proceeding. Final treatment decisions always rest with you and your doctors.</p>
<h3>Specialities we coordinate</h3>
<ul>
<li>Cardiology and cardiac surgery</li>
<li>Orthopaedics, including joint replacement and spine care</li>
<li>Oncology and cancer care</li>
<li>Fertility treatment, organ transplant evaluation and neurosciences</li>
<li>Cosmetic, dental and ophthalmic procedures</li>
</ul>
<p>Once you have chosen a plan, we help with the practical side of travel. We guide you and an accompanying attendant through the medical visa application using the hospital's invitation letter, arrange airport transfers and book accommodation near the hospital. A dedicated coordinator stays in touch throughout your admission, and we can arrange interpreters for Arabic, French, Russian, Swahili and other languages so that nothing is lost in conversation with your care team.</p>
<p>Recovery matters as much as treatment. We arrange comfortable recovery stays in serviced apartments or hotels close to the hospital, coordinate follow-up consultations and physiotherapy, and make sure you leave with complete discharge summaries for your doctor at home. Where appropriate, we set up remote follow-up with your treating specialist after you return. Estimates are shared in writing before you travel, and we are always transparent that outcomes and final costs depend on your clinical condition.</p>`,
  featuresTitle: 'Our Medical Tourism Services',
  features: [
    'Hospital Selection: We recommend JCI and NABH accredited hospitals and specialists suited to your condition.',
    'Treatment Coordination: We share your reports, obtain treatment plans and written cost estimates, and schedule admission.',
    'Second Opinions: We arrange independent reviews by senior specialists before you commit to treatment.',
    'Medical Visa Assistance: We guide you and your attendant through the medical visa process and required documents.',
    'Interpreters: We provide language support so that you understand every consultation and consent.',
    'Travel and Accommodation: We arrange airport transfers and stays near the hospital for you and your family.',
    'Recovery Stays: We organise comfortable accommodation, follow-up visits and physiotherapy during recuperation.',
    'Aftercare: We help set up remote follow-up with your treating doctor once you are home.',
  ],
  whyChooseTitle: 'Why International Patients Choose Us',
  whyChoosePoints: [
    'Treatment in India can offer savings of up to 80 percent compared with US and UK costs.',
    'We recommend only hospitals with international accreditation, such as JCI and NABH.',
    'A dedicated coordinator supports you from the first enquiry to your return home.',
    'Written treatment plans and cost estimates are shared before you travel.',
    'Interpreters and cultural support are available throughout your stay.',
    'Your medical records are handled with strict confidentiality.',
    'We are honest that outcomes depend on your condition, and we never promise results.',
  ],
  testimonial: {
    author: 'Amina Okafor',
    designation: 'Knee replacement patient from Lagos, Nigeria',
    quote:
      'From the first video consultation to my recovery stay, everything was arranged with great care. The hospital was excellent, and the total cost was a fraction of what I had been quoted elsewhere.',
  },
};
