import type { ServiceId } from '@/content/types';

/**
 * The eleven enquiry kinds, named after their endpoint segment (spec section 7). The endpoint table
 * lives here and nowhere else; `{prefix}` and the API origin come from lib/env.ts.
 */
export const ENQUIRY_KINDS = [
  'import_export',
  'migration',
  'residency_invest',
  'business_buy_sale',
  'real_estate',
  'consulting_management',
  'work_abroad',
  'property_management',
  'relocation_support',
  'medical_support',
  'contact',
] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export type ServiceEnquiryKind = Exclude<EnquiryKind, 'contact'>;

/** Path of each endpoint below `/{prefix}`, trailing slash included as the backend expects. */
export const ENDPOINT_PATHS: Record<EnquiryKind, string> = {
  import_export: '/enquiry/import_export/',
  migration: '/enquiry/migration/',
  residency_invest: '/enquiry/residency_invest/',
  business_buy_sale: '/enquiry/business_buy_sale/',
  real_estate: '/enquiry/real_estate/',
  consulting_management: '/enquiry/consulting_management/',
  work_abroad: '/enquiry/work_abroad/',
  property_management: '/enquiry/property_management/',
  relocation_support: '/enquiry/relocation_support/',
  medical_support: '/enquiry/medical_support/',
  contact: '/contact_us/',
};

export const SERVICE_ENQUIRY_KIND: Record<ServiceId, ServiceEnquiryKind> = {
  'import-export-services': 'import_export',
  'migration-services': 'migration',
  'residency-by-investment': 'residency_invest',
  'business-buy-sale-services': 'business_buy_sale',
  'real-estate': 'real_estate',
  'consulting-services': 'consulting_management',
  'work-abroad': 'work_abroad',
  'property-management-services-in-india': 'property_management',
  'relocation-in-india': 'relocation_support',
  'medical-tourism-services': 'medical_support',
};

/** `/{prefix}/enquiry/.../` for a kind, e.g. `/api/enquiry/migration/`. */
export function endpointPath(kind: EnquiryKind, prefix: string): string {
  const clean = prefix.replace(/^\/+|\/+$/g, '');
  return `${clean ? `/${clean}` : ''}${ENDPOINT_PATHS[kind]}`;
}

export function isEnquiryKind(value: string): value is EnquiryKind {
  return (ENQUIRY_KINDS as readonly string[]).includes(value);
}
