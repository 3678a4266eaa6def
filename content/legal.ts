/**
 * Legal pages: Terms and Conditions (13 sections) and Privacy Policy (12 sections),
 * as the spec's section 2 lists them. Company identity comes from `site`, never typed here.
 */
import type { LegalDocument } from './types';
import { site } from './site';

export const terms: LegalDocument = {
  title: 'Terms and Conditions',
  updated: '2026-11-01',
  intro: `These Terms and Conditions govern your use of this website and any services provided by ${site.legalName} ("we", "us" or "our"). By browsing the site, sending us an enquiry or engaging us for a service, you agree to these terms. Where you and we have signed an engagement letter for a particular matter, that letter forms part of our agreement, and if the two differ, the engagement letter prevails for that matter. Please read these terms carefully; if you do not agree with them, please do not use the site or our services.`,
  sections: [
    {
      heading: '1. Services Provided',
      paragraphs: [
        'We provide advisory, coordination and facilitation services to individuals, families and businesses dealing across borders. Our services are:',
        `Our role is advisory and facilitative. We help you understand your options, prepare and organise your documents, and coordinate with the authorities, institutions and partners involved. Decisions on visas, residency, citizenship, employment, permits, transactions, property and medical treatment are made by governments, embassies, employers, counterparties, banks, hospitals and other third parties, not by us. The precise scope of each engagement, including what is and is not included, is set out in writing before work begins.`,
      ],
      list: [
        'Import and export services: sourcing, trade documentation, compliance guidance and logistics coordination.',
        'Migration services: guidance on study, skilled work, business, family and investor visa routes and support with applications.',
        'Residency by investment: assessment of residency and citizenship-by-investment programmes and coordination of applications.',
        'Business buy and sale services: identifying, evaluating and coordinating the purchase or sale of businesses.',
        'Real estate assistance: help with buying, selling, renting and leasing residential, commercial and other property.',
        'Business and management consulting: strategy, operations, finance, market entry and digital transformation support.',
        'Work abroad: career guidance, profile preparation and introductions to overseas employment opportunities.',
        'Property management in India: oversight, maintenance, tenant coordination and reporting for property owners, including non-resident owners.',
        'Relocation support in India: housing, schooling, household staff and settling-in assistance for people moving to India.',
        'Medical tourism: coordination of treatment with hospitals and doctors, travel, accommodation and local support for international patients.',
      ],
    },
    {
      heading: '2. Client Obligations',
      paragraphs: [
        'Much of our work depends on the information you give us. To allow us to act for you properly, you agree to:',
        'If you do not meet these obligations, we may be unable to continue the engagement, and we are not responsible for delays, refusals or losses that result from inaccurate, incomplete or late information.',
      ],
      list: [
        'provide documents and information that are true, accurate, complete and genuine, and tell us promptly if anything changes;',
        'respond to our requests for information, signatures and payments within the timelines we agree, so that filing deadlines and appointments are not missed;',
        'use our services only for lawful purposes, and not to evade immigration, customs, tax, anti-money-laundering or other laws in any country;',
        'disclose any previous visa refusals, immigration violations, legal proceedings or other facts that may affect your application or transaction;',
        'comply with the instructions and conditions set by the authorities, employers, institutions and partners involved in your matter.',
      ],
    },
    {
      heading: '3. Fees',
      paragraphs: [
        'Our professional fees, the payment schedule and the applicable taxes are agreed in writing in an engagement letter before work begins. Unless the engagement letter states otherwise, fees are payable in advance or at the milestones set out in it, and we may pause work while an agreed payment is outstanding.',
        'Fees are non-refundable unless we have agreed otherwise in writing. Our fees cover our own services only.',
        'Third-party costs are separate from our fees and are payable by you, whether directly or through us. These include government and embassy fees, visa and application charges, investment amounts and contributions, stamp duty and registration charges, translation, notarisation and attestation fees, courier and travel costs, hospital and medical charges, and the fees of lawyers, valuers and other professionals engaged for your matter.',
      ],
    },
    {
      heading: '4. Refund Policy',
      paragraphs: [
        'Because our fees are non-refundable unless agreed otherwise in writing, a refund is available only where your engagement letter provides for one, or where applicable law requires it. Where we end an engagement for reasons not attributable to you, we will refund any part of the professional fee that relates to work we have not yet performed.',
        `Third-party costs such as government, embassy, hospital or registration fees are governed by the rules of the body that charged them, and we cannot refund them once paid. A refusal of a visa, permit, residency, job offer, transaction or treatment by a third party does not by itself entitle you to a refund of our fees, because our fees pay for the work we carry out, not for the outcome.`,
        `To request a refund, please write to us at ${site.email} with your name, the engagement reference and the reason for your request. We will acknowledge your request within seven working days, and any approved refund will be paid to the original payment method within 30 days of approval.`,
      ],
    },
    {
      heading: '5. No Guarantee of Outcome',
      paragraphs: [
        'We do not and cannot guarantee any particular outcome. The grant of a visa, residence permit, residency or citizenship is decided by the government concerned; a job offer or work permit by the employer and the relevant authorities; a business or property transaction by the other party, lenders and regulators; and the course and result of medical treatment by the treating doctors and hospital and by your own health.',
        'Processing times, eligibility criteria, investment thresholds and fees are set by third parties and can change without notice, sometimes after an application has been submitted. Any estimate we give of timing, cost or likelihood of success is based on our experience and the information available at the time, and is not a promise.',
      ],
    },
    {
      heading: '6. Intellectual Property',
      paragraphs: [
        `All content on this website, including text, graphics, logos, images, videos and the design and arrangement of the site, is owned by or licensed to ${site.legalName} and is protected by copyright and trademark law. You may view and print pages for your own personal, non-commercial use. You may not copy, reproduce, republish, modify or distribute any part of the site for any other purpose without our prior written permission.`,
        'Reports, plans, checklists and other materials we prepare for you remain our intellectual property, but once our fees are paid you may use them for the purpose of your engagement. Documents and information you provide to us remain yours, and we use them only to deliver our services as described in our Privacy Policy.',
      ],
    },
    {
      heading: '7. Links to Third-Party Websites',
      paragraphs: [
        'This site may contain links to websites we do not control, such as government and embassy portals, our scheduling page, our social media profiles and the sites of partners and institutions. These links are provided for convenience only. We do not endorse, and are not responsible for, the content, accuracy, availability, security or privacy practices of those sites, and your use of them is subject to their own terms.',
        `Official requirements should always be confirmed on the relevant government or embassy website, as they may change after we last reviewed them.`,
      ],
    },
    {
      heading: '8. Termination',
      paragraphs: [
        'Either party may end an engagement by written notice in accordance with the engagement letter. We may end an engagement with immediate effect if you provide false or misleading documents or information, use our services for an unlawful purpose, fail to pay fees when due, or behave abusively towards our staff or partners.',
        'On termination, fees for work carried out up to the date of termination, and third-party costs already incurred or committed on your behalf, remain payable. We will return your original documents on request. Provisions that by their nature should continue, including those on fees, intellectual property, limitation of liability and governing law, survive termination.',
      ],
    },
    {
      heading: '9. Warranty Disclaimer',
      paragraphs: [
        'The information on this website is general in nature and is provided "as is" and "as available". It is not legal, tax, financial, immigration or medical advice, and should not be relied on as such without advice specific to your circumstances. Laws, programmes and procedures change frequently, and although we take care to keep the site accurate, we make no warranty that its content is complete, current or free of errors, or that the site will be uninterrupted or free of viruses.',
        `We are not a law firm or a healthcare provider. Where your matter needs a licensed advocate, registered migration agent, chartered accountant or doctor, we will say so and may introduce you to one, but their advice is their own. To the fullest extent permitted by law, we exclude all warranties not expressly set out in these terms or in your engagement letter.`,
      ],
    },
    {
      heading: '10. Limitation of Liability',
      paragraphs: [
        'To the fullest extent permitted by law, our total liability to you arising out of or in connection with any engagement, whether in contract, tort (including negligence) or otherwise, is limited to the professional fees you have actually paid to us for that specific engagement.',
        'We are not liable for any indirect, incidental, special or consequential loss, or for loss of profit, revenue, business, opportunity or goodwill, or for losses caused by the acts or decisions of governments, embassies, employers, counterparties, hospitals or other third parties, or by events beyond our reasonable control. Nothing in these terms limits liability that cannot be limited under applicable law, including liability for fraud.',
      ],
    },
    {
      heading: '11. Governing Law and Dispute Resolution',
      paragraphs: [
        'These terms, and any engagement with us, are governed by the laws of India.',
        'We will first try to resolve any dispute amicably through good-faith discussion. If a dispute is not resolved within 30 days of written notice, it shall be referred to and finally resolved by arbitration under the Arbitration and Conciliation Act, 1996. The arbitration shall be conducted by a sole arbitrator appointed by mutual agreement, the seat and venue of arbitration shall be Ahmedabad, Gujarat, and the proceedings shall be conducted in English.',
        'Subject to the arbitration agreement above, the courts at Ahmedabad, Gujarat have exclusive jurisdiction over any matter arising out of or in connection with these terms, including applications for interim relief.',
      ],
    },
    {
      heading: '12. Changes to These Terms',
      paragraphs: [
        `We may update these terms from time to time to reflect changes in our services, the law or our practices. We will publish the revised terms on this site with a new "last updated" date, and will give at least 30 days' notice of any material change by publishing it here before it takes effect.`,
        'Changes do not affect engagements already agreed in writing unless you agree to them. Your continued use of the site or our services after a change takes effect means you accept the revised terms.',
      ],
    },
    {
      heading: '13. Contact',
      paragraphs: [
        'If you have any questions about these terms or wish to raise a concern, please contact us:',
      ],
      list: [
        `Company: ${site.legalName}`,
        `Email: ${site.email}`,
        `Phone: ${site.phone}`,
        `Registered office: ${site.registeredOffice}`,
        `Corporate Identity Number (CIN): ${site.cin}`,
      ],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-11-26',
  intro: `${site.legalName} ("we", "us" or "our") respects your privacy. This policy explains what personal data we collect when you use this website or our services, how we use and protect it, with whom we share it, and the rights you have over it, including under India's Digital Personal Data Protection Act, 2023. We collect only what we need to respond to you and to deliver the services you ask for. This site loads no third-party trackers, advertising scripts or web fonts.`,
  sections: [
    {
      heading: '1. Information We Collect',
      paragraphs: [
        'Depending on how you deal with us, we may collect the following:',
        'We do not ask for more than the service in question requires. Where a form field is optional, you may leave it blank.',
      ],
      list: [
        'Identity and contact details: your name, email address, phone number, country of residence, preferred contact method and, for business enquiries, your company name and position.',
        'Enquiry details: the service you are interested in and what you tell us about your plans, such as target countries, timelines, budgets, property or business requirements, family members to include and how you heard about us.',
        'Documents you send us: for example a CV or resume for work-abroad enquiries, and educational, professional or financial documents needed for an engagement.',
        'Our email conversation about your enquiry: the replies our advisors send you, with when each was sent and whether it was delivered, and the emails you send back to our enquiries address about it (their text; PDF attachments that pass our safety checks; other attachments are listed by name only and not kept), together with the internal notes our staff write about your enquiry.',
        'Passport and identity details: collected only once you engage us and only where the service requires them, for example for visa, residency or travel arrangements.',
        'Health information: collected for medical tourism only, and only with your explicit consent, to the extent needed to coordinate treatment with hospitals and doctors.',
        'Technical data: basic information your browser sends when you visit, such as IP address, browser type, device type and pages requested, and anonymous page-performance measurements.',
        'Where your visit came from, stored with an enquiry you send: the first page of this site you opened in that browser tab, the website that linked you to it (its name only, never the page on it) and the campaign tags of the link, if any (such as utm_source, utm_medium and utm_campaign, which say for example that you followed a link in our newsletter). With it, the language of the page you wrote from (English, Gujarati or Hindi), so that we answer you in it.',
        'Anonymous page counts and speed measurements: how many times each page was viewed each day, with the website that linked to it, the campaign tag and the kind of device (phone, tablet or desktop), and how quickly pages loaded and responded. These are totals: they include no IP address, no cookie and no identifier of you or your device, not even in coded form, so they cannot be linked to you or to an enquiry.',
      ],
    },
    {
      heading: '2. How We Collect It',
      paragraphs: [
        'We collect personal data in the following ways:',
        'While you fill in an enquiry form, a draft of what you type is kept only in your own browser, in the storage of that browser tab, so that a reload or a failed send does not lose your work. Health details (such as a medical condition, treatment, insurance or mobility needs) and uploaded files such as your resume are never kept in the draft. The draft is not sent to us until you submit the form. It is deleted when you send the form, your browser discards it when you close the tab, and any draft left over (for example in a tab your browser reopens) is deleted 24 hours after it was saved. You can also remove it at any time by clearing your browser storage.',
        'Our points calculators work out your score in your own browser or, with JavaScript turned off, on our server, which keeps nothing of your answers. Your answers are written in the address of the result, so that you can keep or share it; they reach us only if you choose to send them to an advisor with an enquiry form.',
      ],
      list: [
        'Directly from you, through the contact and enquiry forms on this site.',
        'When you contact us by email, phone or WhatsApp, or meet us at one of our offices.',
        'From documents you send us in the course of an enquiry or engagement.',
        'From partners such as employers, hospitals, property owners or referring advisers, with your consent.',
        'Automatically, through anonymous performance metrics that measure how quickly pages load, and anonymous page counts. These do not identify you and are not used for tracking or advertising.',
        'Where your visit came from is noted by this site in the storage of your browser tab (not in a cookie) while you browse, and reaches us only with an enquiry form you send. Your browser discards the note when you close the tab. With JavaScript turned off, the form page itself, and the campaign tags in its address, are taken from the address your browser sends with the form. If you choose a language with the language switcher, your browser keeps that choice (in its local storage, under sg:language; not in a cookie, and never sent to us) so that this site can offer you pages in it when you come back; clearing the storage of your browser removes it.',
      ],
    },
    {
      heading: '3. How We Use It',
      paragraphs: [
        'We use your personal data only for the purposes for which you provided it, or for purposes compatible with them:',
        'We do not use your data for automated decisions that have legal or similarly significant effects on you, and we do not build advertising profiles.',
      ],
      list: [
        'to respond to your enquiry and contact you by your preferred method;',
        'to assess your requirements and explain your options;',
        'to deliver the services you engage us for, including preparing applications and coordinating with the authorities and partners involved;',
        'to manage our relationship with you, including engagement letters, invoices and payments;',
        'to comply with our legal, tax, accounting and regulatory obligations;',
        'to keep this website secure and working well;',
        'to learn which of our pages, the websites that link to us and our campaigns (such as a newsletter or an advertisement) bring enquiries, and how fast our pages are for visitors, so that we can improve them; for this we use the source stored with each enquiry and the anonymous page counts and speed measurements, never a profile of you;',
        'to send you updates about our services, only where you have agreed to receive them; you can opt out at any time.',
      ],
    },
    {
      heading: '4. How We Share It',
      paragraphs: [
        'Cross-border services cannot be delivered without involving others, but we share personal data only as far as needed and only in these circumstances:',
        'We never sell, rent or trade your personal data.',
      ],
      list: [
        'With your consent, with the embassies, consulates and government authorities, employers, hospitals and doctors, law firms, banks and other service partners needed for your engagement.',
        'With service providers who support our business, such as hosting, email and IT providers, under contracts that require them to keep your data confidential, to protect it and to use it only on our instructions.',
        'When required by law, by a court order or by a government authority with the power to demand it, or where necessary to protect the rights, property or safety of our clients, our staff or others.',
      ],
    },
    {
      heading: '5. Security',
      paragraphs: [
        'We use reasonable technical and organisational safeguards to protect personal data against unauthorised access, loss, misuse and alteration. These include encrypted connections to this site, access to client files limited to staff who need them, confidentiality obligations for our staff and partners, and secure handling of physical documents at our offices.',
        'Drafts of enquiry forms stay in your own browser tab, never include health details or files, and last no longer than the tab or 24 hours; anyone using the same browser tab before then could see them, so close the tab when you finish on a shared computer. No method of transmission or storage is completely secure, however, and we cannot guarantee absolute security. If a personal data breach occurs, we will act promptly to contain it and will notify you and the authorities where the law requires us to.',
      ],
    },
    {
      heading: '6. Retention',
      paragraphs: [
        'We keep personal data only for as long as we need it for the purpose for which it was collected, or for as long as the law requires. Enquiries that do not lead to an engagement are deleted within 24 months of our last contact with you, unless you ask us to delete them sooner. The server that receives the forms on this website keeps no log files of its own: its technical logs, which record when a page or form was requested and, when you visit or send a form, only the network part of your IP address (never what you write in a form), go to the log service of our hosting provider, which keeps them for no more than 30 days.',
        `For clients, we keep engagement records for the period needed to deliver the service and afterwards for as long as required under Indian tax, accounting and other laws, or to establish or defend legal claims. Sensitive documents such as passport copies and health information are deleted or returned once the engagement no longer needs them, subject to those legal requirements. Form drafts in your browser are deleted when you send the form, discarded when you close the browser tab, and deleted 24 hours after they were saved at the latest; health details and files are never kept in them.`,
        'The email conversation about an enquiry (our replies, your answers and the files from them we keep, and our staff\'s notes on it) is part of that enquiry: it is kept with it for as long as the enquiry is kept, it is deleted with it under the periods above and when you ask us to erase your data, and our replies and your answers are included when you ask for a summary of your data. Emails to our enquiries address that we cannot match to an enquiry are deleted after 90 days, or sooner when you ask us to erase the data of the address they came from.',
        'Where your visit came from (the first page, the linking website and the campaign tags) is part of the enquiry it is stored with: it is kept and deleted with that enquiry, including when you ask us to erase it, and it is included when you ask for a summary of your data. The anonymous page counts and speed measurements identify no one, so nothing in them can be deleted for you or shown to you; we keep them as daily totals for as long as they are useful to improve the site. The totals of each day are deleted 400 days after that day, long enough to compare a month with the same month a year before.',
      ],
    },
    {
      heading: '7. International Transfers',
      paragraphs: [
        'By their nature, our services involve other countries. To handle a visa, residency, employment, transaction or medical treatment abroad, we may need to transfer your personal data to authorities, employers, hospitals and partners outside India, and our service providers may process data in other countries.',
        'We transfer personal data abroad only as needed for your engagement or to operate our services, and only in line with Indian law, including any restrictions the Government of India places on transfers to particular countries. We require partners and service providers who receive your data to protect it with safeguards at least as strong as those described in this policy, and we share the minimum needed for the purpose.',
      ],
    },
    {
      heading: '8. Your Data Rights',
      paragraphs: [
        `Under India's Digital Personal Data Protection Act, 2023 and other applicable law, you have rights over the personal data we hold about you, including the right to:`,
        `To exercise any of these rights, write to us at ${site.email}. We may need to verify your identity before acting on a request. We will respond to every request within one month of receiving it. Withdrawing consent does not affect processing carried out before the withdrawal, but it may mean we can no longer continue a service that depends on that data.`,
        'If you are not satisfied with our response to a grievance, you may approach the Data Protection Board of India once you have used our grievance process.',
      ],
      list: [
        'obtain a summary of the personal data we process about you and of the processing activities;',
        'have inaccurate or incomplete data corrected, completed or updated;',
        'have your data erased where it is no longer needed for the purpose or for legal compliance;',
        'withdraw your consent at any time, as easily as you gave it;',
        'have your grievances about our handling of your data addressed;',
        'nominate another person to exercise your rights in the event of your death or incapacity.',
      ],
    },
    {
      heading: '9. Third-Party Links',
      paragraphs: [
        'This site contains links to websites we do not operate, such as our external appointment-scheduling page, our social media profiles and government or partner websites. When you follow such a link, the other website may collect information about you under its own privacy policy. We are not responsible for the privacy practices of those websites and encourage you to read their policies.',
      ],
    },
    {
      heading: `10. Children's Privacy`,
      paragraphs: [
        'Our website and services are intended for adults. We do not knowingly collect personal data from anyone under the age of 18. If you believe a child has sent us personal data, please contact us and we will delete it.',
        'Where an application includes children, for example a family migration, residency or relocation, the parent or legal guardian provides the necessary information on their behalf and gives consent for its use in the engagement.',
      ],
    },
    {
      heading: '11. Changes to This Policy',
      paragraphs: [
        'We may update this policy from time to time to reflect changes in the law, our services or our practices. The current version is always published on this page with its "last updated" date. Where a change materially affects how we use your personal data, we will publish it here in advance and, where appropriate, tell you directly or ask for your consent again.',
      ],
    },
    {
      heading: '12. Contact and Grievances',
      paragraphs: [
        `If you have any questions about this policy, wish to exercise your rights or have a grievance about how we handle your personal data, please contact our Grievance Officer at ${site.legalName}:`,
        'We will acknowledge your message promptly and respond within one month.',
      ],
      list: [
        `Email: ${site.email}`,
        `Phone: ${site.phone}`,
        `Post: Grievance Officer, ${site.legalName}, ${site.registeredOffice}`,
      ],
    },
  ],
};
