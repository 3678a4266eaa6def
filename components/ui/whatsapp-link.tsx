import { whatsAppHref } from '@/lib/whatsapp';
import { text as words } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import styles from './whatsapp-link.module.css';

export interface WhatsAppLinkProps {
  /** The first message, which the visitor can still edit in WhatsApp before sending. */
  text: string;
  id?: string;
  /** Kept as data for the confirmation page, whose reference completes the message (lib/whatsapp.ts). */
  dataText?: boolean;
}

/**
 * "Chat on WhatsApp": a plain, pre-rendered link to wa.me with a first message. The mark is drawn inline
 * (no script, font or image from WhatsApp), and the name says where the link goes.
 */
export function WhatsAppLink({ text, id, dataText }: WhatsAppLinkProps) {
  const t = words.ui(pageLocale()).ui.whatsapp;
  return (
    <a id={id} href={whatsAppHref(text)} className={styles.link} data-wa-text={dataText ? text : undefined}>
      <svg className={styles.mark} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 1.75a10.25 10.25 0 0 0-8.86 15.4L1.75 22.25l5.24-1.37A10.25 10.25 0 1 0 12 1.75Z" />
        <path
          fill="#fff"
          d="M16.9 14.4c-.27-.14-1.6-.79-1.85-.88-.25-.09-.43-.14-.61.14-.18.27-.7.88-.86 1.06-.16.18-.32.2-.59.07-.27-.14-1.15-.42-2.19-1.35-.81-.72-1.36-1.61-1.52-1.88-.16-.27-.02-.42.12-.56.12-.12.27-.32.41-.48.14-.16.18-.27.27-.45.09-.18.05-.34-.02-.48-.07-.14-.61-1.47-.84-2.01-.22-.53-.44-.46-.61-.47h-.52c-.18 0-.48.07-.73.34-.25.27-.95.93-.95 2.27s.98 2.63 1.11 2.81c.14.18 1.92 2.93 4.65 4.11.65.28 1.16.45 1.55.57.65.21 1.25.18 1.72.11.52-.08 1.6-.65 1.83-1.29.23-.63.23-1.18.16-1.29-.07-.11-.25-.18-.52-.32Z"
        />
      </svg>
      {t.link}
      <span className="visually-hidden"> {t.opensApp}</span>
    </a>
  );
}
