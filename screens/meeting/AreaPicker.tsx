import { useEffect, useState } from 'react';
import { useFormServices } from '../../forms/form-services.tsx';
import { Popup } from '../../ui/Popup.tsx';
import type { MeetingArea } from '../../schemas/meeting.ts';
import { AREA_LEVELS, loadAreas } from './load-areas.ts';
import '../../forms/fields/pickers.css';

/** What was answered for one level (`key`: the path and the attempt it was asked for). */
type Loaded = { key: string } & ({ state: 'failed' } | { state: 'ready'; areas: MeetingArea[] });

/**
 * The area cascade (spec §7 GetAreaByFid): provinces, then the cities of the one picked, then its
 * areas, each level asked for when it is reached; a level without areas ends the pick early.
 */
export function AreaPicker({
  open,
  onPick,
  onClose,
}: {
  open: boolean;
  onPick: (path: MeetingArea[]) => void;
  onClose: () => void;
}) {
  const { api } = useFormServices();
  const [path, setPath] = useState<MeetingArea[]>([]);
  const [loaded, setLoaded] = useState<Loaded>();
  const [attempt, setAttempt] = useState(0);
  const key = `${path.map((area) => area.Id).join('/')}#${attempt}`;
  const level = loaded?.key === key ? loaded : { state: 'loading' as const };

  useEffect(() => {
    if (!open) return;
    let live = true;
    loadAreas(api, path[path.length - 1], path.length + 1).then(
      (areas) => {
        if (!live) return;
        if (areas.length === 0 && path.length > 0) {
          setPath([]);
          onPick(path);
        } else setLoaded({ key, state: 'ready', areas });
      },
      () => live && setLoaded({ key, state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, open, path, key, onPick]);

  const choose = (area: MeetingArea) => {
    const next = [...path, area];
    if (next.length < AREA_LEVELS) return setPath(next);
    setPath([]);
    onPick(next);
  };

  return (
    <Popup open={open} onClose={onClose} title="选择所在地区" className="bc-picker">
      <div className="bc-picker__trail" role="tablist">
        {path.map((area, index) => (
          <button
            key={area.Id}
            type="button"
            role="tab"
            aria-selected="false"
            className="bc-picker__crumb"
            onClick={() => setPath(path.slice(0, index))}
          >
            {area.Name}
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
      {level.state === 'loading' && <p className="bc-picker__note">加载中…</p>}
      {level.state === 'failed' && (
        <button
          type="button"
          className="bc-picker__note bc-picker__retry"
          onClick={() => setAttempt(attempt + 1)}
        >
          加载失败，点击重试
        </button>
      )}
      {level.state === 'ready' && (
        <ul className="bc-picker__list" role="listbox" aria-label="选择所在地区">
          {level.areas.map((area) => (
            <li key={area.Id} role="option" aria-selected="false">
              <button type="button" className="bc-picker__option" onClick={() => choose(area)}>
                {area.Name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Popup>
  );
}
