import styles from './api-notice.module.css';

/** The live region ApiNotice speaks through: in the pre-rendered page, so screen readers watch it from the start. */
export const API_NOTICE_REGION_ID = 'api-notice';

/** Empty until the enhanced enquiry form has something to say (components/layout/api-notice.tsx). */
export function ApiNoticeRegion() {
  return <div id={API_NOTICE_REGION_ID} className={styles.region} role="status" aria-live="polite" />;
}
