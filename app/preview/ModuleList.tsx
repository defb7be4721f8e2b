import { useState } from 'react';
import type { ModuleRow } from './read-source.ts';
import './preview.css';

/** Rows listed at a time: a pasted page may hold thousands of modules. */
export const ROWS_AT_A_TIME = 200;

export interface ModuleListProps {
  modules: readonly ModuleRow[];
  /** How many of the page's modules the phone frame has rendered so far (it renders large pages in slices). */
  rendered: number;
  /** Shows a module in the phone frame. */
  onReveal: (moduleId: string) => void;
}

function statusOf(
  row: ModuleRow,
  rendered: number,
): { label: string; tone: 'ok' | 'dropped' | 'waiting' } {
  if (row.problem) return { label: '未展示', tone: 'dropped' };
  return row.index < rendered
    ? { label: '已渲染', tone: 'ok' }
    : { label: '未渲染', tone: 'waiting' };
}

/**
 * The page's modules in page order: id, name, type, whether it renders, and for a dropped one the
 * exact problem (the same words as the card pinned in its place in the phone frame).
 */
export function ModuleList({ modules, rendered, onReveal }: ModuleListProps) {
  const [onlyDropped, setOnlyDropped] = useState(false);
  const [shown, setShown] = useState(ROWS_AT_A_TIME);
  const dropped = modules.filter((row) => row.problem).length;
  const rows = onlyDropped ? modules.filter((row) => row.problem) : modules;
  return (
    <section className="bc-preview-modules" aria-labelledby="bc-preview-modules-title">
      <header className="bc-preview-panel__header">
        <h2 id="bc-preview-modules-title">模块</h2>
        <p className="bc-preview-modules__summary" data-summary>
          共 {modules.length} 个，{dropped} 个未展示
        </p>
        <label className="bc-preview-check">
          <input
            type="checkbox"
            checked={onlyDropped}
            onChange={(event) => setOnlyDropped(event.target.checked)}
          />
          只看未展示的
        </label>
      </header>
      {rows.length === 0 ? (
        <p className="bc-preview-empty">
          {modules.length === 0 ? '这个页面没有模块' : '没有未展示的模块'}
        </p>
      ) : (
        <ol className="bc-preview-modules__list">
          {rows.slice(0, shown).map((row) => {
            const status = statusOf(row, rendered);
            return (
              <li
                key={row.index}
                className="bc-preview-module"
                data-module-row={row.moduleId}
                data-status={status.tone}
              >
                <button
                  type="button"
                  className="bc-preview-module__head"
                  onClick={() => onReveal(row.moduleId)}
                  title="在手机画面中定位"
                >
                  <span className="bc-preview-module__index">{row.index + 1}</span>
                  <span className="bc-preview-module__main">
                    <span className="bc-preview-module__name">{row.name || '（未命名）'}</span>
                    <span className="bc-preview-module__meta">
                      ID {row.moduleId || '—'} · 类型 {row.type || '—'}
                      {row.kindName ? ` ${row.kindName}` : ''}
                    </span>
                  </span>
                  <span className={`bc-preview-status bc-preview-status--${status.tone}`}>
                    {status.label}
                  </span>
                </button>
                {row.problem && (
                  <div className="bc-preview-module__problem" role="note">
                    <p>{row.problem.message}</p>
                    <p className="bc-preview-module__path">
                      位置 <code>{row.problem.schemaPath}</code>
                    </p>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {rows.length > shown && (
        <button
          type="button"
          className="bc-preview-more"
          onClick={() => setShown((count) => count + ROWS_AT_A_TIME)}
        >
          再显示 {Math.min(ROWS_AT_A_TIME, rows.length - shown)} 个（还有 {rows.length - shown} 个）
        </button>
      )}
    </section>
  );
}
