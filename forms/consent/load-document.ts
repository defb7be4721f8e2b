import type { LegalDocument } from './legal-document.ts';

/** Which legal text: the user agreement or the privacy policy. */
export type ConsentDocument = 'agreement' | 'privacy';

/** The titles, known before the texts load. */
export const CONSENT_TITLES: Record<ConsentDocument, string> = {
  agreement: '天九老板云用户协议',
  privacy: '天九老板云隐私政策',
};

/**
 * Loads a legal text on demand, for the consent popup and the legal pages alike (one source for
 * each text): the texts stay out of every page's first JavaScript.
 */
export async function loadDocument(document: ConsentDocument): Promise<LegalDocument> {
  if (document === 'agreement') return (await import('./user-agreement.ts')).userAgreement();
  return (await import('./privacy-policy.ts')).privacyPolicy();
}
