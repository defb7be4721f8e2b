import { LegalText } from '../../forms/consent/LegalText.tsx';
import type { LegalDocument } from '../../forms/consent/legal-document.ts';
import type { ScreenProps } from '../shared/screen.ts';
import './legal.css';

/** A legal text as a read-only page (spec §2: the privacy policy page, the user agreement page). */
export function LegalScreen({ value }: ScreenProps<LegalDocument>) {
  return (
    <main className="bc-legal-page">
      <h1 className="bc-legal-page__title">{value.title}</h1>
      <LegalText text={value} headings="h2" />
    </main>
  );
}
