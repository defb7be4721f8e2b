import { useEffect, useState } from 'react';
import { Popup } from '../../ui/Popup.tsx';
import type { TreeNode } from './tree.ts';
import './pickers.css';

interface CascadePickerProps {
  open: boolean;
  title: string;
  load: () => Promise<TreeNode[]>;
  onPick: (path: string[]) => void;
  onClose: () => void;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; tree: TreeNode[] };

/** Picks a path through a tree level by level (province → city → district; industry → sub-industry). */
export function CascadePicker({ open, title, load, onPick, onClose }: CascadePickerProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [path, setPath] = useState<TreeNode[]>([]);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let live = true;
    load().then(
      (tree) => live && setLoaded({ state: 'ready', tree }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [open, load, attempt]);

  const level =
    loaded.state === 'ready'
      ? path.length === 0
        ? loaded.tree
        : (path[path.length - 1]?.children ?? [])
      : [];
  const choose = (node: TreeNode) => {
    const next = [...path, node];
    if (node.children.length > 0) return setPath(next);
    setPath([]);
    onPick(next.map((item) => item.name));
  };

  return (
    <Popup open={open} onClose={onClose} title={title} className="bc-picker">
      <div className="bc-picker__trail" role="tablist">
        {path.map((node, index) => (
          <button
            key={node.id}
            type="button"
            role="tab"
            aria-selected="false"
            className="bc-picker__crumb"
            onClick={() => setPath(path.slice(0, index))}
          >
            {node.name}
          </button>
        ))}
        <span
          role="tab"
          aria-selected="true"
          className="bc-picker__crumb bc-picker__crumb--current"
        >
          请选择
        </span>
      </div>
      {loaded.state === 'loading' && <p className="bc-picker__note">加载中…</p>}
      {loaded.state === 'failed' && (
        <button
          type="button"
          className="bc-picker__note bc-picker__retry"
          onClick={() => {
            setLoaded({ state: 'loading' });
            setAttempt(attempt + 1);
          }}
        >
          加载失败，点击重试
        </button>
      )}
      <ul className="bc-picker__list" role="listbox" aria-label={title}>
        {level.map((node) => (
          <li key={node.id} role="option" aria-selected="false">
            <button type="button" className="bc-picker__option" onClick={() => choose(node)}>
              {node.name}
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
