/**
 * Content types, declared once. Every page reads typed modules from `content/`;
 * components never hard-code copy.
 */

/** Ids of the ten services, in the spec's route-table order. Adding a service starts here. */
export const SERVICE_IDS = [
  'import-export-services',
  'migration-services',
  'residency-by-investment',
  'business-buy-sale-services',
  'real-estate',
  'consulting-services',
  'relocation-in-india',
  'work-abroad',
  'property-management-services-in-india',
  'medical-tourism-services',
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** Menu keys, spelt as the spec has them (`work_aboard` included). */
export type MenuKey =
  | 'import_export'
  | 'migration_services'
  | 'residency_by_investment'
  | 'business_sell'
  | 'real_estate'
  | 'consulting_services'
  | 'work_aboard'
  | 'property_management'
  | 'relocation_support'
  | 'medical_tourism';

/** Icons are drawn by `components/ui/icon.tsx`; content only names them. */
export type IconName =
  | 'ship'
  | 'passport'
  | 'landmark'
  | 'handshake'
  | 'building'
  | 'chart'
  | 'home-key'
  | 'briefcase'
  | 'key'
  | 'heart-pulse'
  | 'shield'
  | 'star'
  | 'users'
  | 'globe'
  | 'lightbulb'
  | 'target'
  | 'eye'
  | 'compass'
  | 'network'
  | 'award'
  | 'check';

export interface Video {
  /** Base path under /public without extension: `/media/<name>` has .webm, .mp4 and .jpg (poster). */
  src: string;
  /** Short description of what the loop shows, for the poster's alt text. */
  alt: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  title: string;
  company: string;
  /** Path under /public. */
  image: string;
  /** Company mark under /public (sample data). */
  logo: string;
}

export interface ServiceTestimonial {
  author: string;
  designation: string;
  quote: string;
}

export interface FieldOption {
  label: string;
  value: number;
}

/**
 * One field of an enquiry form, as the spec defines it. A required field's label ends with an
 * asterisk; a few of the spec's optional fields carry one too (kept as defined; the form renderer
 * marks requiredness from `required`, not from the label).
 */
export interface InquiryFormField {
  label: string;
  type: 'text' | 'email' | 'tel' | 'select' | 'textarea' | 'number' | 'file';
  name: string;
  required: boolean;
  options?: readonly FieldOption[];
  multiple?: boolean;
  /** Help text under the field (tied with aria-describedby). */
  hint?: string;
  /** HTML autocomplete token, so phones can fill the visitor's own details. */
  autoComplete?: string;
  /**
   * Health details (special-category personal data): sent with the enquiry, never written to the
   * browser's storage in a draft. File fields are never stored either, flagged or not.
   */
  sensitive?: boolean;
}

export interface Service {
  id: ServiceId;
  /** Position 0-9: home card id, footer/featured order. */
  index: number;
  menuKey: MenuKey;
  /** Card and menu title. */
  title: string;
  /** Short card description for the home services grid (one or two sentences). */
  cardDescription: string;
  icon: IconName;
  seoTitle: string;
  metaDescription: string;
  keywords: string[];
  video: Video;
  /** Trusted HTML authored here (paragraphs, <h3>, <ul>); rendered as-is on the service page. */
  mainContent: string;
  featuresTitle: string;
  /** Lines of 'Name: explanation'. */
  features: string[];
  propertyTypes?: string[];
  whyChooseTitle: string;
  whyChoosePoints: string[];
  testimonial: ServiceTestimonial;
  /** The enquiry form's fields (content/forms); a service without them shows no form. */
  inquiryFormFields?: readonly InquiryFormField[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ValueItem {
  name: string;
  description: string;
  icon: IconName;
}

export interface AboutBlock {
  /** Tab id: 'mission' | 'vision' | third. */
  id: string;
  /** e.g. 'Our Mission'; the tab label is the second word. */
  title: string;
  text: string;
  video: Video;
}

export interface HeroTab {
  label: string;
  description: string;
  href: string;
}

export interface Statistic {
  value: string;
  label: string;
}

export interface Reason {
  title: string;
  description: string;
  icon: IconName;
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** Optional bullet list rendered after the paragraphs. */
  list?: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date the text was last revised. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}
