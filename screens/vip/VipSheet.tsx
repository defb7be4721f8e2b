import { useEffect, useId, useRef, type ReactNode } from 'react';

/** Props of the VIP page's bottom sheet. */
export interface VipSheetProps {
  title: string;
  children: ReactNode;
  /** The primary button's text, its state and what it does. */
  confirm: { text: string; busy: boolean; onClick: () => void };
  /** 取消 and Esc. */
  onClose: () => void;
}

/**
 * The VIP page's bottom sheet (the agreement, the intention to cooperate): a title, its content, 取消
 * and one primary button. The browser's own modal dialog (focus kept inside, Esc, the page inert
 * behind it), so the VIP page shares no popup code with the forms. Mount it while it is open.
 */
export function VipSheet({ title, children, confirm, onClose }: VipSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (element.showModal) {
      if (!element.open) element.showModal();
    } else element.setAttribute('open', '');
    return () => element.close?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="bc-vip-sheet"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 className="bc-vip-sheet__title" id={titleId}>
        {title}
      </h2>
      {children}
      <div className="bc-vip-sheet__actions">
        <button type="button" className="bc-vip-sheet__cancel" onClick={onClose}>
          取消
        </button>
        <button
          type="button"
          className="bc-vip__activate"
          disabled={confirm.busy}
          onClick={confirm.onClick}
        >
          {confirm.text}
        </button>
      </div>
    </dialog>
  );
}
