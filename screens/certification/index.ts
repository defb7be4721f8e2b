export { CertificationScreen } from './CertificationScreen.tsx';
export { CertificationForm } from './CertificationForm.tsx';
export { CompanySearchOverlay } from './CompanySearchOverlay.tsx';
