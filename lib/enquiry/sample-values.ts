import type { EnquiryKind } from './kinds';
import type { FormValues } from './contract';

/** A tiny valid PDF ("%PDF-1.4 ..."), base64, for fixtures and tests. */
export const SAMPLE_PDF_BASE64 =
  'JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFtdIC9Db3VudCAwID4+CmVuZG9iagp0cmFpbGVyCjw8IC9Sb290IDEgMCBSID4+CiUlRU9GCg==';

const person = { fullName: 'Asha Patel', email: 'asha.patel@example.com', phone: '+91 98765 43210', consent: true, website: '' };

/**
 * What a visitor types into each form: every field filled, as the end-to-end tests fill them too.
 * The golden fixtures in ./fixtures are exactly toPayload(kind, sampleValues[kind]).
 */
export const sampleValues: Record<EnquiryKind, FormValues> = {
  import_export: { ...person, contactMethod: '1', companyName: 'Patel Agro Exports', country: 'United Arab Emirates', requirements: '2', description: 'We want to export packaged spices to Dubai and need buyer verification.', hearAboutUs: 'LinkedIn' },
  migration: { ...person, contactMethod: '2', currentCountry: 'India', targetCountry: 'Australia, New Zealand', visaType: '2', timeline: 'Within 12 months', description: 'Software engineer with 8 years of experience looking at skilled visas.' },
  residency_invest: { ...person, contactMethod: '3', citizenship: 'Indian', countriesOfInterest: 'Portugal, UAE', budget: '2', investmentPreference: '1', timeline: 'Next 6 to 9 months', familyMembers: '3' },
  business_buy_sale: { ...person, contactMethod: '1', companyName: '', interest: '1', industry: 'Food processing', targetCountries: 'United Kingdom', sizeOrBudget: 'Up to GBP 2 million', timeline: 'This financial year', description: 'Looking to acquire a small food brand with distribution in the UK.' },
  real_estate: { ...person, contactMethod: '2', serviceRequired: '1', propertyType: '2', location: 'Ahmedabad, SG Highway', budget: 'INR 3-5 crore', requirements: 'Office floor of about 5,000 sq ft with parking.', timeline: 'Within 3 months', purpose: 'Own use' },
  consulting_management: { ...person, contactMethod: '1', companyName: 'Kiran Textiles Pvt Ltd', position: 'Managing Director', industry: 'Textiles', companySize: '3', consultingArea: '4', challenge: 'Entering the EU market', timeline: 'Q3 this year', description: 'We need a market-entry plan for Germany and the Netherlands.', hearAboutUs: 'A friend' },
  relocation_support: { ...person, contactMethod: '3', currentCountry: 'Australia', targetCity: 'Mumbai', timeline: 'August', childrenAges: '6 and 9', housingRequirements: 'Three-bedroom flat near Bandra.', schoolRequirements: 'IB curriculum school', staffRequirements: 'One full-time housekeeper', specialConsiderations: 'We have a dog.' },
  work_abroad: { ...person, contactMethod: '1', profession: 'Registered nurse', experience: '6', location: 'Rajkot', destinations: 'New Zealand, United Kingdom', education: 'B.Sc. Nursing', languages: 'English (IELTS 7.5), Gujarati, Hindi', objectives: 'Work in critical care in a public hospital.', timeline: 'Within a year', resume: `data:application/pdf;base64,${SAMPLE_PDF_BASE64}` },
  property_management: { ...person, contactMethod: '2', currentCountry: 'United Kingdom', propertyLocation: 'Vadodara, Gujarat', propertyType: 'Apartment', propertyStatus: 'Rented', numberOfProperties: '2', servicesRequired: ['3', '4', '8'], concerns: 'Rent arrives late and repairs are slow.', timeline: 'Immediately' },
  medical_support: { ...person, contactMethod: '3', currentCountry: 'Kenya', medicalCondition: 'Knee replacement', treatmentTimeline: 'Next two months', preferredDestination: 'Ahmedabad', insuranceStatus: 'Not insured', mobilityAssistance: '0', budgetRange: 'USD 8,000-10,000', previousExperience: 'None', specialRequirements: 'Vegetarian meals' },
  contact: { ...person, contactMethod: '3', subject: 'Question about work visas', service: '7', message: 'Can you help a nurse move to New Zealand?', hearAboutUs: 'Instagram' },
};
