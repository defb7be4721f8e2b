import { useEffect, useState } from 'react';
import { Popup } from '../../ui/Popup.tsx';
import { PickerLevel, type PickerLevelState } from './PickerLevel.tsx';
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

  const level: PickerLevelState<TreeNode> =
    loaded.state === 'ready'
      ? {
          state: 'ready',
          options: path.length === 0 ? loaded.tree : (path[path.length - 1]?.children ?? []),
        }
      : loaded;
  const choose = (node: TreeNode) => {
    const next = [...path, node];
    if (node.children.length > 0) return setPath(next);
    setPath([]);
    onPick(next.map((item) => item.name));
  };

  return (
    <Popup open={open} onClose={onClose} title={title} className="bc-picker">
      <PickerLevel
        label={title}
        path={path}
        level={level}
        idOf={(node) => node.id}
        nameOf={(node) => node.name}
        onBack={(depth) => setPath(path.slice(0, depth))}
        onRetry={() => {
          setLoaded({ state: 'loading' });
          setAttempt(attempt + 1);
        }}
        onChoose={choose}
      />
    </Popup>
  );
}
