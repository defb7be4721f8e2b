import { lazy, Suspense, useState } from 'react';
import type { ConsentDocument } from './load-document.ts';
import './AgreementCheck.css';

// The popup (and the text component in it) loads when a name is first tapped, not with the form.
const ConsentPopup = lazy(() =>
  import('./ConsentPopup.tsx').then(({ ConsentPopup }) => ({ default: ConsentPopup })),
);

/** R5.08: the agreement box; the two names open the consent popup with their text. */
export function AgreementCheck({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const [document, setDocument] = useState<ConsentDocument | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (which: ConsentDocument) => {
    setOpened(true);
    setDocument(which);
  };
  return (
    <div className="bc-agreement">
      <label className="bc-agreement__label">
        <input
          type="checkbox"
          className="bc-agreement__box"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>我已阅读并同意</span>
      </label>
      <button type="button" className="bc-agreement__link" onClick={() => open('agreement')}>
        《天九老板云用户协议》
      </button>
      <span>与</span>
      <button type="button" className="bc-agreement__link" onClick={() => open('privacy')}>
        《隐私政策》
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ConsentPopup document={document} onClose={() => setDocument(null)} />
        </Suspense>
      )}
    </div>
  );
}
