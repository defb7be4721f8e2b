import { frameProps } from '../module-frame.tsx';
import type { ModuleProps } from '../module-props.ts';
import { LiveCard } from './LiveCard.tsx';
import './Live.css';

/** Module type 7: live room cards; each asks for its room's current state after render. */
export function Live({ module }: ModuleProps<'live'>) {
  const { list } = module.data;
  return (
    <section {...frameProps(module, 'bc-live')}>
      {list.length > 0 && (
        <ul className="bc-live__list">
          {list.map((entry, index) => (
            <LiveCard entry={entry} key={`${index}:${entry.id ?? entry.roomLiveId ?? ''}`} />
          ))}
        </ul>
      )}
    </section>
  );
}
