/** A legal text as plain data: rendered as text, never as markup. */
export interface LegalDocument {
  title: string;
  /** Update and effective dates (R9.17: 2025-04-09). */
  updated: string;
  effective: string;
  preface: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** Contact details printed in the policy; they come from build configuration (the spec does not print them). */
export interface LegalContacts {
  phone: string;
  emails: string[];
}

const settings = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

/** The configured contacts (VITE_SERVICE_PHONE, VITE_SERVICE_EMAILS comma-separated), or the in-app pointer. */
export const legalContacts: LegalContacts = {
  phone: settings.VITE_SERVICE_PHONE ?? '（请见 App「我的-设置-帮助与客服」）',
  emails:
    settings.VITE_SERVICE_EMAILS?.split(',')
      .map((email) => email.trim())
      .filter(Boolean) ?? [],
};

/** R9.17: the date both texts carry. */
export const POLICY_DATE = '2025年4月9日';
