import type { InquiryFormField, ServiceId } from '../types';
import { commonFields, hearAboutUsField, numbered } from './common';

/*
 * The enquiry form of each service, exactly the fields of the spec (section 3, "Service form
 * definitions"). Names are the form's own; lib/enquiry/contract.ts (PAYLOAD_SOURCES) turns them into the wire payload.
 */

const text = (name: string, label: string, required = true, extra: Partial<InquiryFormField> = {}): InquiryFormField => ({ label, type: 'text', name, required, ...extra });
const textarea = (name: string, label: string, required = true): InquiryFormField => ({ label, type: 'textarea', name, required });
const number = (name: string, label: string, required = true): InquiryFormField => ({ label, type: 'number', name, required });
const select = (name: string, label: string, options: InquiryFormField['options'], required = true, multiple = false): InquiryFormField => ({
  label,
  type: 'select',
  name,
  required,
  options,
  ...(multiple ? { multiple } : {}),
});
const health = (field: InquiryFormField): InquiryFormField => ({ ...field, sensitive: true });

export const serviceForms: Record<ServiceId, readonly InquiryFormField[]> = {
  'import-export-services': [
    ...commonFields(false),
    text('companyName', 'Company Name*', true, { autoComplete: 'organization' }),
    text('country', 'Country of Interest*'),
    select('requirements', 'Import/Export Requirements*', numbered(['Raw Materials', 'Finished Products', 'Services', 'Other'])),
    textarea('description', 'Description of Your Requirements*'),
    hearAboutUsField,
  ],
  'migration-services': [
    ...commonFields(),
    text('currentCountry', 'Current Country of Residence*', true, { autoComplete: 'country-name' }),
    text('targetCountry', 'Target Countries*'),
    select('visaType', 'Type of Visa*', numbered(['Education', 'Skilled Work', 'Business', 'Family', 'Investor', 'Other'])),
    text('timeline', 'Timeline for Migration*', true, { hint: 'For example: within 6 months, early next year.' }),
    textarea('description', 'Tell Us About Your Plans*'),
  ],
  'residency-by-investment': [
    ...commonFields(),
    text('citizenship', 'Current Citizenship*'),
    text('countriesOfInterest', 'Countries of Interest*'),
    select('budget', 'Investment Budget Range*', numbered(['Under $100,000', '$100,000-$500,000', '$500,000-$1,000,000', '$1,000,000+', 'Other'])),
    select('investmentPreference', 'Investment Preference*', numbered(['Real Estate', 'Government Bonds', 'Business Investment', 'Donation'])),
    text('timeline', 'Timeline Expectations*'),
    number('familyMembers', 'Family Members to Include*'),
  ],
  'business-buy-sale-services': [
    ...commonFields(),
    text('companyName', 'Company Name', false, { autoComplete: 'organization' }),
    select('interest', 'I Am Interested In*', numbered(['Buying', 'Selling'])),
    text('industry', 'Industry Sector*'),
    text('targetCountries', 'Target Countries*'),
    text('sizeOrBudget', 'Business Size or Budget*'),
    text('timeline', 'Timeline for Transaction*'),
    textarea('description', 'Description*'),
  ],
  'real-estate': [
    ...commonFields(),
    select('serviceRequired', 'Service Required*', numbered(['Buy', 'Sell', 'Rent', 'Lease', 'Property Management'])),
    select('propertyType', 'Property Type*', numbered(['Residential', 'Commercial', 'Industrial', 'Agricultural', 'Specialized', 'Development Land'])),
    text('location', 'Preferred Location*'),
    text('budget', 'Budget Range*'),
    textarea('requirements', 'Property Requirements*'),
    text('timeline', 'Timeline*'),
    text('purpose', 'Investment Purpose*'),
  ],
  'consulting-services': [
    ...commonFields(),
    text('companyName', 'Company Name*', true, { autoComplete: 'organization' }),
    text('position', 'Position / Title*', true, { autoComplete: 'organization-title' }),
    text('industry', 'Industry Sector*'),
    select('companySize', 'Company Size*', numbered(['1-10', '11-50', '51-200', '201-500', '501+'])),
    select('consultingArea', 'Consulting Area*', numbered(['Strategy', 'Operations', 'Finance', 'Market Entry', 'Digital Transformation', 'Other'])),
    text('challenge', 'Primary Business Challenge*'),
    text('timeline', 'Project Timeline*'),
    textarea('description', 'Description*'),
    hearAboutUsField,
  ],
  'relocation-in-india': [
    ...commonFields(),
    text('currentCountry', 'Current Country of Residence*', true, { autoComplete: 'country-name' }),
    text('targetCity', 'Target City in India*'),
    text('timeline', 'Relocation Timeline*'),
    // The spec gives these four an asterisk label without making them required.
    text('childrenAges', "Children's Ages (if applicable)*", false),
    textarea('housingRequirements', 'Housing Requirements*'),
    textarea('schoolRequirements', 'School Requirements*', false),
    textarea('staffRequirements', 'Domestic Staff Requirements*', false),
    textarea('specialConsiderations', 'Special Considerations*', false),
  ],
  'work-abroad': [
    ...commonFields(),
    text('profession', 'Current Profession / Industry*'),
    number('experience', 'Years of Experience*'),
    text('location', 'Current Location*'),
    // Asterisk label, not required (spec).
    text('destinations', 'Preferred Destinations*', false),
    text('education', 'Educational Qualification*'),
    text('languages', 'Language Proficiency*', true, { hint: 'For example: English (IELTS 7.5), Hindi, Gujarati.' }),
    textarea('objectives', 'Career Objectives*'),
    text('timeline', 'Timeline for Relocation*'),
    { label: 'Resume (PDF, max 2 MB)*', type: 'file', name: 'resume', required: true, hint: 'PDF only, up to 2 MB.' },
  ],
  'property-management-services-in-india': [
    ...commonFields(),
    text('currentCountry', 'Current Country of Residence*', true, { autoComplete: 'country-name' }),
    text('propertyLocation', 'Property Location in India*'),
    text('propertyType', 'Property Type*'),
    text('propertyStatus', 'Current Property Status*', true, { hint: 'For example: vacant, rented, under construction.' }),
    number('numberOfProperties', 'Number of Properties*'),
    select(
      'servicesRequired',
      'Services Required*',
      numbered([
        'Security',
        'Maintenance Coordination',
        'Tenant Sourcing',
        'Rental Collection',
        'Tenant Relationship Management',
        'Legal Compliance',
        'Financial Reporting',
        'Tax Representation',
      ]),
      true,
      true,
    ),
    // Asterisk label, not required (spec).
    textarea('concerns', 'Specific Concerns*', false),
    text('timeline', 'Management Timeline*'),
  ],
  // Health details are `sensitive`: never kept in a draft. The country, destination and budget are not
  // about the visitor's health and are kept like any other form's.
  'medical-tourism-services': [
    ...commonFields(),
    text('currentCountry', 'Current Country of Residence*', true, { autoComplete: 'country-name' }),
    health(text('medicalCondition', 'Medical Condition / Treatment Required*')),
    health(text('treatmentTimeline', 'Treatment Timeline*')),
    text('preferredDestination', 'Preferred Destination', false),
    health(text('insuranceStatus', 'Insurance Coverage Status', false)),
    health(
      select('mobilityAssistance', 'Mobility Assistance Required*', [
        { label: 'Yes', value: 1 },
        { label: 'No', value: 0 },
      ]),
    ),
    text('budgetRange', 'Budget Range*'),
    health(textarea('previousExperience', 'Previous International Treatment Experience', false)),
    health(textarea('specialRequirements', 'Special Medical Requirements', false)),
  ],
};
