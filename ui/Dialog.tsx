import { useId, useRef, type ReactNode } from 'react';
import { Portal, useIsClient } from './Portal.tsx';
import { useModal } from './use-modal.ts';
import { usePresence } from './use-presence.ts';
import './Dialog.css';

/** One footer button; `primary` is the brand-coloured, bold one (usually the last). */
export interface DialogAction {
  text: string;
  onClick?: () => void;
  tone?: 'default' | 'primary' | 'danger';
  disabled?: boolean;
}

/** Props of a centred modal dialog. */
export interface DialogProps {
  open: boolean;
  title?: ReactNode;
  /** The message; plain strings keep their line breaks. */
  children?: ReactNode;
  /** Footer buttons, side by side; default one 确定 that closes. An empty list shows no footer. */
  actions?: DialogAction[];
  /** Called on Esc (when `closeOnEscape`), a backdrop tap (when `closeOnBackdrop`) and the default 确定. */
  onClose?: () => void;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  className?: string;
}

/** A centred modal with title, text and buttons, in the WeChat style; focus moves in and comes back on close. */
export function Dialog({
  open,
  title,
  children,
  actions,
  onClose,
  closeOnBackdrop = false,
  closeOnEscape = true,
  className,
}: DialogProps) {
  const { mounted, leaving } = usePresence(open);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const client = useIsClient();
  useModal(panel, open && client, closeOnEscape ? onClose : undefined);
  if (!mounted) return null;

  const buttons = actions ?? [
    { text: '确定', tone: 'primary' as const, ...(onClose ? { onClick: onClose } : {}) },
  ];
  return (
    <Portal>
      <div className={`bc-dialog${leaving ? ' bc-dialog--leaving' : ''}`}>
        <div
          className="bc-dialog__mask"
          aria-hidden="true"
          onClick={closeOnBackdrop && open ? onClose : undefined}
        />
        <div
          ref={panel}
          className={className ? `bc-dialog__panel ${className}` : 'bc-dialog__panel'}
          role="dialog"
          aria-modal="true"
          aria-labelledby={title ? titleId : undefined}
          aria-describedby={children ? bodyId : undefined}
          tabIndex={-1}
        >
          {title && (
            <h2 id={titleId} className="bc-dialog__title">
              {title}
            </h2>
          )}
          {children && (
            <div
              id={bodyId}
              className={title ? 'bc-dialog__body' : 'bc-dialog__body bc-dialog__body--alone'}
            >
              {children}
            </div>
          )}
          {buttons.length > 0 && (
            <div className="bc-dialog__footer">
              {buttons.map((action, index) => (
                <button
                  key={`${index}-${action.text}`}
                  type="button"
                  className={`bc-dialog__button bc-dialog__button--${action.tone ?? 'default'}`}
                  disabled={action.disabled || !open}
                  onClick={action.onClick}
                >
                  {action.text}
                </button>
              ))}
            </div>
          )}
        </div>
      </div>
    </Portal>
  );
}
