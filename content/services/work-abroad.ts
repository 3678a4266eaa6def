import { feesHtml } from '../trust';
import type { Service } from '../types';

export const workAbroad: Service = {
  id: 'work-abroad',
  index: 6,
  menuKey: 'work_aboard',
  title: 'Work Abroad',
  cardDescription:
    'Guidance on skills assessment, credentials, language tests, CVs and employer-sponsored visas for careers in Australia, the UK, Canada, the UAE and beyond.',
  icon: 'briefcase',
  seoTitle: 'Work Abroad: Skilled Jobs and Work Visa Guidance',
  metaDescription:
    'Plan an overseas career with skills assessment, credential evaluation, language test and CV support, plus ethical employer-sponsored visa guidance.',
  keywords: [
    'work abroad from India',
    'overseas jobs for Indians',
    'employer sponsored visa',
    'skills assessment Australia',
    'work visa UK Canada Germany',
    'jobs in UAE',
    'ethical recruitment agency',
  ],
  video: {
    src: '/media/work-abroad',
    alt: 'Abstract looping animation of flight paths arcing across a stylised globe in brand colours',
  },
  mainContent: `<p>Building a career in another country is one of the most rewarding moves a professional can make, and one of the most complex. Each destination has its own rules on which occupations are in demand, how qualifications are recognised and which visa routes are open. Our work abroad service gives skilled professionals, tradespeople and graduates a clear, honest route from first enquiry to arrival.</p>
<p>We begin with a profession assessment. We review your education, work history and goals against the occupation lists and requirements of your preferred destinations, and we tell you plainly where your chances are strong and where they are limited. Where a formal skills assessment or credential evaluation is needed, we help you identify the correct assessing authority, assemble evidence and present your experience accurately.</p>
<h3>How we prepare you</h3>
<ul>
<li>Profession and eligibility assessment across several destinations</li>
<li>Credential evaluation and skills assessment document preparation</li>
<li>Guidance on English and German language tests such as IELTS, PTE and Goethe-Institut exams</li>
<li>CV and cover letter preparation in the format each market expects</li>
<li>Employer-sponsored visa guidance and application support</li>
</ul>
<p>We work with opportunities in Australia, New Zealand, the United Kingdom, the United Arab Emirates, Canada and Germany, among other countries. Many of these routes depend on a genuine job offer from an approved or licensed employer, so we help you present yourself to employers professionally and understand the sponsorship process that follows. Visa decisions always rest with the relevant government, and we never promise an outcome we cannot control.</p>
<p>Ethical recruitment sits at the centre of this service. We do not charge candidates any fee in exchange for a job offer, and we will not work with employers or agents who do. Any professional fees for advisory or documentation support are explained in writing before work begins. We also brief you on living costs, workplace culture and your rights as an employee so that you arrive prepared and protected.</p>
${feesHtml({ registration: true })}`,
  featuresTitle: 'What Our Work Abroad Service Includes',
  features: [
    'Profession Assessment: We match your qualifications and experience to in-demand occupations in your target countries.',
    'Credential Evaluation: We help you prepare documents for the assessing body that recognises your degree or trade.',
    'Language Test Guidance: We advise on which test each route requires and the scores you should aim for.',
    'CV Preparation: We rewrite your CV and cover letter to match the expectations of employers in each market.',
    'Employer-Sponsored Visas: We explain sponsorship routes and support the application once an offer is made.',
    'Pre-Departure Briefing: We prepare you for housing, banking, tax registration and workplace culture on arrival.',
    'Ethical Recruitment: We charge no fee for job offers and work only with employers who respect fair hiring practices.',
  ],
  whyChooseTitle: 'Why Choose Us for Your Overseas Career',
  whyChoosePoints: [
    'We give an honest assessment of your prospects before you spend money on tests or applications.',
    'Our advisers follow the current requirements of Australia, New Zealand, the UK, the UAE, Canada and Germany.',
    'We never charge candidates a fee in return for a job offer.',
    'Every fee for advisory or documentation work is agreed in writing in advance.',
    'We support you step by step, from skills assessment to arrival and settling in.',
    'Our global presence includes Australia, New Zealand, the United Kingdom and the UAE.',
    'We protect your personal documents and data with strict confidentiality.',
  ],
  testimonial: {
    author: 'Priya Nair',
    designation: 'Registered Nurse, now working in New Zealand',
    quote:
      'They explained every step of my registration and visa process clearly and never asked for money in exchange for a job. I felt supported from my first assessment until I landed in Auckland.',
  },
};
