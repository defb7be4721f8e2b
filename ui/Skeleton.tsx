import type { CSSProperties } from 'react';
import './Skeleton.css';

/** Props of a skeleton block: a size, or `lines` for a paragraph of grey bars. */
export interface SkeletonProps {
  /** CSS width, e.g. '100%' or '40vw'; default 100%. */
  width?: string;
  /** CSS height; default one text line. */
  height?: string;
  /** Width / height instead of a height, for picture placeholders. */
  ratio?: number;
  /** A circle (avatars). */
  round?: boolean;
  /** A paragraph of this many lines, the last one shorter. */
  lines?: number;
  className?: string;
}

/** A shimmering grey placeholder while content loads; hidden from screen readers. */
export function Skeleton({ width, height, ratio, round = false, lines, className }: SkeletonProps) {
  const extra = className ? ` ${className}` : '';
  if (lines !== undefined) {
    return (
      <span className={`bc-skeleton-lines${extra}`} aria-hidden="true">
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <span
            key={index}
            className="bc-skeleton bc-skeleton--line"
            style={index === lines - 1 && lines > 1 ? { width: '60%' } : undefined}
          />
        ))}
      </span>
    );
  }
  const style: CSSProperties = {
    ...(width ? { width } : {}),
    ...(height ? { height } : {}),
    ...(ratio ? { aspectRatio: String(ratio), height: 'auto' } : {}),
  };
  return (
    <span
      className={`bc-skeleton${round ? ' bc-skeleton--round' : ''}${extra}`}
      style={style}
      aria-hidden="true"
    />
  );
}
