import type { ScreenDefinition } from '../shared/screen.ts';
import { CertificationPage } from './CertificationPage.tsx';

/**
 * certification.html: the self-attest form on its own page (R5.11), opened where the product needs
 * a certified user (the VIP centre's 认证用户 card). It loads nothing on the server: where the
 * visitor's request stands is personal and is asked after hydration.
 */
export const certificationScreen: ScreenDefinition<null> = {
  name: 'certification',
  html: 'certification.html',
  label: '身份认证',
  // None of its own: the visit's parameters travel on through its way back to the VIP centre.
  params: [],
  load: () => Promise.resolve(null),
  title: () => '身份认证',
  Screen: CertificationPage,
};
