import type { MenuKey, Service, ServiceId } from '../types';
import { SERVICE_IDS } from '../types';
import { importExportServices } from './import-export-services';
import { migrationServices } from './migration-services';
import { residencyByInvestment } from './residency-by-investment';
import { businessBuySaleServices } from './business-buy-sale-services';
import { realEstate } from './real-estate';
import { consultingServices } from './consulting-services';
import { workAbroad } from './work-abroad';
import { propertyManagementServicesInIndia } from './property-management-services-in-india';
import { relocationInIndia } from './relocation-in-india';
import { medicalTourismServices } from './medical-tourism-services';
import { serviceForms } from '../forms/service-forms';

// Routes, menus, footer, sitemap and tests all read `services`.
const catalogue: readonly Service[] = [
  importExportServices,
  migrationServices,
  residencyByInvestment,
  businessBuySaleServices,
  realEstate,
  consultingServices,
  workAbroad,
  propertyManagementServicesInIndia,
  relocationInIndia,
  medicalTourismServices,
];

/** The ten services in the spec's order (home cards 0-9), each with its enquiry form definition. */
export const services: readonly Service[] = catalogue
  .map((service) => ({ ...service, inquiryFormFields: serviceForms[service.id] }))
  .sort((a, b) => a.index - b.index);

export function serviceHref(id: ServiceId): string {
  return `/services/${id}/`;
}

export function isServiceId(value: string): value is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(value);
}

export function getService(id: string): Service | undefined {
  return services.find((s) => s.id === id);
}

export interface MenuServiceEntry {
  key: MenuKey;
  title: string;
  url: string;
}

/** The menu entries of the spec: key, title, url. */
export const menuServices: readonly MenuServiceEntry[] = services.map((s) => ({ key: s.menuKey, title: s.title, url: serviceHref(s.id) }));
