import type { Effect } from '../../actions/effects.ts';
import { describeEffect } from './describe-effect.ts';
import './preview.css';

/** One tap in the trace: what was tapped, where, and what it would do, in order. */
export interface TraceItem {
  id: number;
  /** What was tapped (describeIntent), e.g. 点击图片（模块 2）. */
  label: string;
  /** The simulated host and login state at the tap, e.g. App · 未登录. */
  where: string;
  effects: readonly Effect[];
  /** A remark on the whole tap (a plain link the browser follows by itself). */
  note?: string;
}

export interface TraceListProps {
  items: readonly TraceItem[];
  onClear: () => void;
}

/**
 * The action trace: each tap in the phone frame, newest first, with the effects the action engine's
 * `resolve()` returned for it, in the order a real tap performs them — login first, the stay-consult
 * record, the navigation with its address or mini-program path, the analytics event with its fields.
 */
export function TraceList({ items, onClear }: TraceListProps) {
  return (
    <section className="bc-preview-trace" aria-labelledby="bc-preview-trace-title">
      <header className="bc-preview-panel__header">
        <h2 id="bc-preview-trace-title">点击追踪</h2>
        <p className="bc-preview-trace__hint">
          点手机画面里的图片或卡片，这里列出真实点击会做的事，预览不会跳走
        </p>
        {items.length > 0 && (
          <button type="button" className="bc-preview-link-button" onClick={onClear}>
            清空
          </button>
        )}
      </header>
      {items.length === 0 ? (
        <p className="bc-preview-empty">还没有点击</p>
      ) : (
        <ol className="bc-preview-trace__taps" reversed>
          {items.map((item) => (
            <li key={item.id} className="bc-preview-tap" data-trace-item={item.id}>
              <p className="bc-preview-tap__title">
                <strong>{item.label}</strong>
                <span className="bc-preview-tap__where">{item.where}</span>
              </p>
              {item.note && <p className="bc-preview-tap__note">{item.note}</p>}
              {item.effects.length === 0 ? (
                <p className="bc-preview-tap__none">什么也不做（这张图没有设置跳转）</p>
              ) : (
                <ol className="bc-preview-tap__effects">
                  {item.effects.map((effect, index) => {
                    const line = describeEffect(effect);
                    return (
                      <li
                        key={index}
                        data-effect={JSON.stringify(effect)}
                        data-effect-type={effect.type}
                      >
                        <span className="bc-preview-effect__title">{line.title}</span>
                        {line.target !== undefined && (
                          <code className="bc-preview-effect__target">{line.target}</code>
                        )}
                        {line.note !== undefined && (
                          <span className="bc-preview-effect__note">{line.note}</span>
                        )}
                        {line.fields.length > 0 && (
                          <dl className="bc-preview-effect__fields">
                            {line.fields.map(([name, value]) => (
                              <div key={name}>
                                <dt>{name}</dt>
                                <dd>{value}</dd>
                              </div>
                            ))}
                          </dl>
                        )}
                      </li>
                    );
                  })}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
