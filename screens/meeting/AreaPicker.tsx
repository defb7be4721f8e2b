import { useEffect, useState } from 'react';
import { useFormServices } from '../../forms/form-services.tsx';
import { PickerLevel, type PickerLevelState } from '../../forms/fields/PickerLevel.tsx';
import { Popup } from '../../ui/Popup.tsx';
import type { MeetingArea } from '../../schemas/meeting.ts';
import { AREA_LEVELS, loadAreas } from './load-areas.ts';
import '../../forms/fields/pickers.css';

/** What was answered for one level (`key`: the path and the attempt it was asked for). */
type Loaded = { key: string } & PickerLevelState<MeetingArea>;

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
  const level: PickerLevelState<MeetingArea> = loaded?.key === key ? loaded : { state: 'loading' };

  useEffect(() => {
    if (!open) return;
    let live = true;
    loadAreas(api, path[path.length - 1], path.length + 1).then(
      (areas) => {
        if (!live) return;
        if (areas.length === 0 && path.length > 0) {
          setPath([]);
          onPick(path);
        } else setLoaded({ key, state: 'ready', options: areas });
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
      <PickerLevel
        label="选择所在地区"
        path={path}
        level={level}
        idOf={(area) => area.Id}
        nameOf={(area) => area.Name}
        onBack={(depth) => setPath(path.slice(0, depth))}
        onRetry={() => setAttempt(attempt + 1)}
        onChoose={choose}
      />
    </Popup>
  );
}
