import { useId, useRef, type ReactNode } from 'react';
import { Portal, useIsClient } from './Portal.tsx';
import { useModal } from './use-modal.ts';
import { usePresence } from './use-presence.ts';
import './Popup.css';

/** Props of a bottom sheet. */
export interface PopupProps {
  open: boolean;
  /** Called on the close button, Esc and (when `closeOnBackdrop`) a backdrop tap. */
  onClose: () => void;
  /** A heading with a close button; without it, give `label` for screen readers. */
  title?: ReactNode;
  label?: string;
  children?: ReactNode;
  /** Default true. */
  closeOnBackdrop?: boolean;
  /** Default true when there is a title. */
  showClose?: boolean;
  className?: string;
}

/**
 * A bottom sheet that slides up over a mask, rounded on top, clear of the home indicator. Closed,
 * it costs one state: a page holds a sheet per form field that picks, and most are never opened.
 */
export function Popup(props: PopupProps) {
  const { mounted, leaving } = usePresence(props.open);
  return mounted ? <Sheet {...props} leaving={leaving} /> : null;
}

function Sheet({
  open,
  onClose,
  title,
  label,
  children,
  closeOnBackdrop = true,
  showClose = title !== undefined,
  className,
  leaving,
}: PopupProps & { leaving: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const client = useIsClient();
  useModal(panel, open && client, onClose);

  return (
    <Portal>
      <div className={`bc-popup${leaving ? ' bc-popup--leaving' : ''}`}>
        <div
          className="bc-popup__mask"
          aria-hidden="true"
          onClick={closeOnBackdrop && open ? onClose : undefined}
        />
        <div
          ref={panel}
          className={className ? `bc-popup__panel ${className}` : 'bc-popup__panel'}
          role="dialog"
          aria-modal="true"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : label}
          tabIndex={-1}
        >
          {(title || showClose) && (
            <div className="bc-popup__header">
              {title && (
                <h2 id={titleId} className="bc-popup__title">
                  {title}
                </h2>
              )}
              {showClose && (
                <button
                  type="button"
                  className="bc-popup__close"
                  aria-label="关闭"
                  onClick={onClose}
                  disabled={!open}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path
                      d="M6 6l12 12M18 6L6 18"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              )}
            </div>
          )}
          <div className="bc-popup__body">{children}</div>
        </div>
      </div>
    </Portal>
  );
}
