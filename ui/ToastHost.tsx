import { useStore } from 'zustand';
import { toastStore, type ToastType } from './toast.ts';
import './Toast.css';

const ICONS: Partial<Record<ToastType, string>> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M7 7l10 10M17 7L7 17',
  warning: 'M12 6v8M12 17.5v.5',
};

/** Renders the current toast; mount once near the app root. The live region stays mounted so readers announce each message. */
export function ToastHost() {
  const toast = useStore(toastStore, (state) => state.toast);
  const icon = toast ? ICONS[toast.type] : undefined;
  return (
    <div className="bc-toast-host" role="status" aria-live="polite" aria-atomic="true">
      {toast && (
        <div
          key={toast.id}
          className={`bc-toast bc-toast--${toast.type}${icon ? ' bc-toast--with-icon' : ''}${toast.leaving ? ' bc-toast--leaving' : ''}`}
        >
          {icon && (
            <svg
              className="bc-toast__icon"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d={icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          )}
          <span className="bc-toast__text">{toast.message}</span>
        </div>
      )}
    </div>
  );
}
