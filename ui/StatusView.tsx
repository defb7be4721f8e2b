import type { ReactNode } from 'react';
import './StatusView.css';

/** Which state to show. */
export type StatusKind = 'loading' | 'empty' | 'error';

/** Props of the loading / empty / error view. */
export interface StatusViewProps {
  kind: StatusKind;
  /** Overrides the default text: 加载中… / 暂无内容 / 加载失败. */
  title?: string;
  /** A second, smaller line (e.g. the server's message). */
  message?: string;
  /** With an error, shows a 重试 button. */
  onRetry?: () => void;
  /** Extra content under the text, such as a link back. */
  children?: ReactNode;
  /** Fill the screen height (a page state) instead of a block inside a page. */
  fullScreen?: boolean;
  className?: string;
}

const TITLES: Record<StatusKind, string> = {
  loading: '加载中…',
  empty: '暂无内容',
  error: '加载失败',
};

/** Loading spinner, empty state or error with a 重试 button; used by the page runtime and screens. */
export function StatusView({
  kind,
  title,
  message,
  onRetry,
  children,
  fullScreen = true,
  className,
}: StatusViewProps) {
  const classes = [
    'bc-status',
    `bc-status--${kind}`,
    fullScreen ? 'bc-status--full' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      role={kind === 'error' ? 'alert' : 'status'}
      aria-busy={kind === 'loading' ? true : undefined}
    >
      {kind === 'loading' ? (
        <span className="bc-status__spinner" aria-hidden="true" />
      ) : (
        <StatusGlyph kind={kind} />
      )}
      <p className="bc-status__title">{title ?? TITLES[kind]}</p>
      {message && <p className="bc-status__message">{message}</p>}
      {kind === 'error' && onRetry && (
        <button type="button" className="bc-status__retry" onClick={onRetry}>
          重试
        </button>
      )}
      {children}
    </div>
  );
}

function StatusGlyph({ kind }: { kind: 'empty' | 'error' }) {
  return (
    <svg className="bc-status__glyph" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <ellipse cx="48" cy="84" rx="30" ry="4" fill="currentColor" opacity="0.12" />
      <rect
        x="20"
        y="14"
        width="56"
        height="62"
        rx="8"
        fill="#fff"
        stroke="currentColor"
        strokeWidth="3"
        opacity="0.9"
      />
      {kind === 'empty' ? (
        <path
          d="M32 34h32M32 46h32M32 58h18"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          opacity="0.45"
        />
      ) : (
        <>
          <circle
            cx="48"
            cy="42"
            r="14"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            opacity="0.45"
          />
          <path
            d="M48 34v9M48 49v.5"
            stroke="currentColor"
            strokeWidth="3.5"
            strokeLinecap="round"
          />
        </>
      )}
    </svg>
  );
}
