import { currentSiteSettings } from '../../lib/site-settings.ts';

/** A legal text as plain data: rendered as text, never as markup. */
export interface LegalDocument {
  title: string;
  /** Update and effective dates (R9.17: 2025-04-09). */
  updated: string;
  effective: string;
  preface: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** Contact details printed in the texts; they come from the build (the spec does not print them). */
export interface LegalContacts {
  phone: string;
  emails: readonly string[];
}

/** The build's contacts (VITE_SERVICE_PHONE, VITE_SERVICE_EMAILS; local stand-ins in local mode). */
export const legalContacts: LegalContacts = {
  phone: currentSiteSettings.servicePhone,
  emails: currentSiteSettings.serviceEmails,
};

/** R9.17: the date both texts carry. */
export const POLICY_DATE = '2025年4月9日';

/** How both texts say where to reach the operator. */
export function contactLine(contacts: LegalContacts): string {
  const mail = contacts.emails.length > 0 ? `，或发送邮件至 ${contacts.emails.join('、')}` : '';
  return `客服电话 ${contacts.phone}${mail}`;
}
