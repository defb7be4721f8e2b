import { RichText } from '../../ui/RichText.tsx';
import type { PendingAgreement } from './use-activate-vip.ts';
import { VipSheet } from './VipSheet.tsx';

/**
 * The level's agreement before the payment (R5.12): read it, then 同意并支付 signs it; 取消 or Esc
 * closes it. Mount it while an agreement is waiting.
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
  return (
    <VipSheet
      title={agreement.title}
      confirm={{ text: '同意并支付', busy, onClick: onAccept }}
      onClose={onClose}
    >
      <RichText html={agreement.content} className="bc-vip-sheet__text" />
    </VipSheet>
  );
}
