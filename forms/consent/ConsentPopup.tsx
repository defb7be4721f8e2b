import { useEffect, useState } from 'react';
import { Popup } from '../../ui/Popup.tsx';
import type { LegalDocument } from './legal-document.ts';
import { LegalText } from './LegalText.tsx';
import { CONSENT_TITLES, loadDocument, type ConsentDocument } from './load-document.ts';
import './ConsentPopup.css';

export type { ConsentDocument } from './load-document.ts';

/** The consent popup (spec §2) with the user agreement or the privacy policy: the same texts as their pages. */
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
          <LegalText text={text} headings="h3" />
        ) : (
          <p className="bc-consent__loading">加载中…</p>
        )}
      </article>
    </Popup>
  );
}
