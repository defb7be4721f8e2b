import { useState } from 'react';
import { ConsentPopup, type ConsentDocument } from './ConsentPopup.tsx';
import './AgreementCheck.css';

/** R5.08: the agreement box; the two names open the consent popup with their text. */
export function AgreementCheck({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const [document, setDocument] = useState<ConsentDocument | null>(null);
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
      <button type="button" className="bc-agreement__link" onClick={() => setDocument('agreement')}>
        《天九老板云用户协议》
      </button>
      <span>与</span>
      <button type="button" className="bc-agreement__link" onClick={() => setDocument('privacy')}>
        《隐私政策》
      </button>
      <ConsentPopup document={document} onClose={() => setDocument(null)} />
    </div>
  );
}
