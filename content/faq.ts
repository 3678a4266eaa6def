import type { FaqItem } from './types';

export const faqs: FaqItem[] = [
  {
    question: 'What services do you offer?',
    answer:
      'We offer ten services: Import/Export Services, Migration Services, Residency by Investment, Business Buy/Sale, Real Estate Assistance, Business & Management Consulting, Work Abroad, Property Management in India, Relocation Support in India and Medical Tourism. Each service is handled by a dedicated team that works with individuals, families and businesses. Many clients combine several of them, for example migration with relocation or property management.',
  },
  {
    question: 'Do you guarantee visa approval?',
    answer:
      'No. Visa, residency and citizenship decisions rest solely with the relevant government authorities, so no honest adviser can guarantee an outcome. What we do commit to is a careful eligibility assessment, a complete and accurate application, and clear guidance at every step, which gives your case the strongest possible footing.',
  },
  {
    question: 'How long does the process take?',
    answer:
      'Timelines depend on the service and the country involved. A medical tourism plan or a relocation can often be arranged within a few weeks, while skilled migration and residency by investment programmes usually take several months from application to decision. After your first consultation we give you a realistic timeline for your case and keep you updated as it progresses.',
  },
  {
    question: 'What documents will I need?',
    answer:
      'Most applications start with a valid passport, proof of identity and address, and recent photographs. Depending on the service you may also need educational and employment records, bank statements, medical reports or company registration papers. We send you a personalised checklist after your consultation and review every document before it is submitted.',
  },
  {
    question: 'How are your fees structured?',
    answer:
      'Our fees depend on the service and the complexity of your case, and we confirm them in writing before any work begins. Professional fees are kept separate from third-party costs such as government charges, translations and medical or legal fees, so you can see exactly what you are paying for. Fees are non-refundable unless otherwise agreed, as set out in our terms and conditions.',
  },
  {
    question: 'Can you help if I live outside India?',
    answer:
      'Yes. Many of our clients are non-resident Indians and overseas businesses, and we work with them through video calls, email and WhatsApp. Alongside our offices in Mumbai, Ahmedabad and Rajkot, we have a presence in Australia, New Zealand, Indonesia, the United Kingdom and the UAE, so help is close at hand wherever you are.',
  },
  {
    question: 'How do I get started, and how quickly do you reply?',
    answer:
      'Fill in the contact form or an enquiry form on any service page, or call us, and tell us briefly what you need. Our team replies during business hours, Monday to Friday, 9:00 AM to 6:00 PM IST, usually within one working day. We then arrange a consultation to understand your goals and recommend the best next steps.',
  },
];
