/** The ten service modules and their translations, for content/text.ts. */
import { translatable } from '@/lib/i18n/translation';
import * as importExportServicesEn from './import-export-services';
import { translation as importExportServicesGu } from './import-export-services.gu';
import { translation as importExportServicesHi } from './import-export-services.hi';
import * as migrationServicesEn from './migration-services';
import { translation as migrationServicesGu } from './migration-services.gu';
import { translation as migrationServicesHi } from './migration-services.hi';
import * as residencyByInvestmentEn from './residency-by-investment';
import { translation as residencyByInvestmentGu } from './residency-by-investment.gu';
import { translation as residencyByInvestmentHi } from './residency-by-investment.hi';
import * as businessBuySaleServicesEn from './business-buy-sale-services';
import { translation as businessBuySaleServicesGu } from './business-buy-sale-services.gu';
import { translation as businessBuySaleServicesHi } from './business-buy-sale-services.hi';
import * as realEstateEn from './real-estate';
import { translation as realEstateGu } from './real-estate.gu';
import { translation as realEstateHi } from './real-estate.hi';
import * as consultingServicesEn from './consulting-services';
import { translation as consultingServicesGu } from './consulting-services.gu';
import { translation as consultingServicesHi } from './consulting-services.hi';
import * as relocationInIndiaEn from './relocation-in-india';
import { translation as relocationInIndiaGu } from './relocation-in-india.gu';
import { translation as relocationInIndiaHi } from './relocation-in-india.hi';
import * as workAbroadEn from './work-abroad';
import { translation as workAbroadGu } from './work-abroad.gu';
import { translation as workAbroadHi } from './work-abroad.hi';
import * as propertyManagementServicesInIndiaEn from './property-management-services-in-india';
import { translation as propertyManagementServicesInIndiaGu } from './property-management-services-in-india.gu';
import { translation as propertyManagementServicesInIndiaHi } from './property-management-services-in-india.hi';
import * as medicalTourismServicesEn from './medical-tourism-services';
import { translation as medicalTourismServicesGu } from './medical-tourism-services.gu';
import { translation as medicalTourismServicesHi } from './medical-tourism-services.hi';

export const serviceText = {
  'import-export-services': translatable('content/services/import-export-services', importExportServicesEn, { gu: importExportServicesGu, hi: importExportServicesHi }),
  'migration-services': translatable('content/services/migration-services', migrationServicesEn, { gu: migrationServicesGu, hi: migrationServicesHi }),
  'residency-by-investment': translatable('content/services/residency-by-investment', residencyByInvestmentEn, { gu: residencyByInvestmentGu, hi: residencyByInvestmentHi }),
  'business-buy-sale-services': translatable('content/services/business-buy-sale-services', businessBuySaleServicesEn, { gu: businessBuySaleServicesGu, hi: businessBuySaleServicesHi }),
  'real-estate': translatable('content/services/real-estate', realEstateEn, { gu: realEstateGu, hi: realEstateHi }),
  'consulting-services': translatable('content/services/consulting-services', consultingServicesEn, { gu: consultingServicesGu, hi: consultingServicesHi }),
  'relocation-in-india': translatable('content/services/relocation-in-india', relocationInIndiaEn, { gu: relocationInIndiaGu, hi: relocationInIndiaHi }),
  'work-abroad': translatable('content/services/work-abroad', workAbroadEn, { gu: workAbroadGu, hi: workAbroadHi }),
  'property-management-services-in-india': translatable('content/services/property-management-services-in-india', propertyManagementServicesInIndiaEn, { gu: propertyManagementServicesInIndiaGu, hi: propertyManagementServicesInIndiaHi }),
  'medical-tourism-services': translatable('content/services/medical-tourism-services', medicalTourismServicesEn, { gu: medicalTourismServicesGu, hi: medicalTourismServicesHi }),
} as const;
