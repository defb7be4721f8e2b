import type { LegalDocument } from '../../forms/consent/legal-document.ts';
import { loadDocument } from '../../forms/consent/load-document.ts';
import type { ScreenDefinition } from '../shared/screen.ts';
import { LegalScreen } from './LegalScreen.tsx';
import { LegalSkeleton } from './LegalSkeleton.tsx';

/**
 * The privacy policy page (spec §2; its address is ours: the spec does not show it). No call: the
 * loader reads the same text the consent popup shows.
 */
export const privacyPolicyScreen: ScreenDefinition<LegalDocument> = {
  name: 'privacy-policy',
  html: 'privacy-policy.html',
  label: '隐私政策',
  params: [],
  load: () => loadDocument('privacy'),
  title: (text) => text.title,
  share: (text) => ({ title: text.title }),
  Screen: LegalScreen,
  Skeleton: LegalSkeleton,
};
