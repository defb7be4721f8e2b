import type { LegalDocument } from '../../forms/consent/legal-document.ts';
import { loadDocument } from '../../forms/consent/load-document.ts';
import type { ScreenDefinition } from '../shared/screen.ts';
import { LegalScreen } from './LegalScreen.tsx';
import { LegalSkeleton } from './LegalSkeleton.tsx';

/** The user agreement page (spec §2). No call: the loader reads the same text the consent popup shows. */
export const userAgreementScreen: ScreenDefinition<LegalDocument> = {
  name: 'user-agreement',
  html: 'user-agreement.html',
  label: '用户协议',
  params: [],
  load: () => loadDocument('agreement'),
  title: (text) => text.title,
  share: (text) => ({ title: text.title }),
  Screen: LegalScreen,
  Skeleton: LegalSkeleton,
};
