export { CertificationScreen } from './CertificationScreen.tsx';
export { CompanySearchOverlay } from './CompanySearchOverlay.tsx';
