import { useEffect, useId, useRef } from 'react';
import { RichText } from '../../ui/RichText.tsx';
import type { PendingAgreement } from './use-activate-vip.ts';

/**
 * The level's agreement before the payment (R5.12): read it, then 同意并支付 signs it; 取消 or Esc
 * closes it. The browser's own modal dialog (focus kept inside, Esc, the page inert behind it), so
 * the VIP page shares no popup code with the forms. Mount it while an agreement is waiting.
 */
export function VipAgreementPopup({
  agreement,
  busy,
  onAccept,
  onClose,
}: {
  agreement: PendingAgreement;
  busy: boolean;
  onAccept: () => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="bc-vip-agreement"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 className="bc-vip-agreement__title" id={titleId}>
        {agreement.title}
      </h2>
      <RichText html={agreement.content} className="bc-vip-agreement__text" />
      <div className="bc-vip-agreement__actions">
        <button type="button" className="bc-vip-agreement__cancel" onClick={onClose}>
          取消
        </button>
        <button type="button" className="bc-vip__activate" disabled={busy} onClick={onAccept}>
          同意并支付
        </button>
      </div>
    </dialog>
  );
}
