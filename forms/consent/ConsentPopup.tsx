import { useEffect, useState } from 'react';
import { Popup } from '../../ui/Popup.tsx';
import type { LegalDocument } from './legal-document.ts';
import { CONSENT_TITLES, loadDocument, type ConsentDocument } from './load-document.ts';
import './ConsentPopup.css';

export type { ConsentDocument } from './load-document.ts';

/** The consent popup (spec §2) with the user agreement or the privacy policy, as plain text. */
export function ConsentPopup({
  document,
  onClose,
}: {
  document: ConsentDocument | null;
  onClose: () => void;
}) {
  const [loaded, setLoaded] = useState<{ document: ConsentDocument; text: LegalDocument } | null>(
    null,
  );
  const [title, setTitle] = useState<string | undefined>(undefined);
  if (document !== null && title !== CONSENT_TITLES[document]) setTitle(CONSENT_TITLES[document]);

  useEffect(() => {
    if (document === null) return;
    let live = true;
    void loadDocument(document).then((text) => live && setLoaded({ document, text }));
    return () => {
      live = false;
    };
  }, [document]);

  const text = loaded !== null && loaded.document === document ? loaded.text : undefined;
  return (
    <Popup open={document !== null} onClose={onClose} title={title} className="bc-consent">
      <article className="bc-consent__body">
        {text ? (
          <>
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
          </>
        ) : (
          <p className="bc-consent__dates">加载中…</p>
        )}
      </article>
    </Popup>
  );
}
