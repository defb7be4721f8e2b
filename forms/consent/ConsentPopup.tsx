import { Popup } from '../../ui/Popup.tsx';
import type { LegalDocument } from './legal-document.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { userAgreement } from './user-agreement.ts';
import './ConsentPopup.css';

/** Which text the consent popup shows. */
export type ConsentDocument = 'agreement' | 'privacy';

/** The consent popup (spec §2) with the user agreement or the privacy policy, as plain text. */
export function ConsentPopup({ document, onClose }: { document: ConsentDocument | null; onClose: () => void }) {
  const text: LegalDocument | undefined = document === 'agreement' ? userAgreement : document === 'privacy' ? privacyPolicy() : undefined;
  return (
    <Popup open={document !== null} onClose={onClose} title={text?.title} className="bc-consent">
      {text && (
        <article className="bc-consent__body">
          <p className="bc-consent__dates">
            <span>更新日期：{text.updated}</span>
            <span>生效日期：{text.effective}</span>
          </p>
          <p>{text.preface}</p>
          {text.sections.map((section) => (
            <section key={section.heading}>
              <h3 className="bc-consent__heading">{section.heading}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      )}
    </Popup>
  );
}
