import { picture } from '../../ui/Picture.tsx';
import { frameProps } from '../module-frame.tsx';
import type { ModuleProps } from '../module-props.ts';
import { AudioPlayer } from './AudioPlayer.tsx';
import './Audio.css';

/** Shown when the CMS left the title empty. */
export const DEFAULT_AUDIO_TITLE = '音频';

/**
 * Module type 10: one audio track in a 320 px card (R9.09): cover, title, and the player. An empty
 * source is a clear 暂无音频 state (R8.14), never a crash.
 */
export function Audio({ module }: ModuleProps<'audio'>) {
  const { radioUrl, coverImg } = module.data;
  const title = module.data.title?.trim() || DEFAULT_AUDIO_TITLE;
  const src = radioUrl?.trim() ?? '';

  return (
    <section {...frameProps(module, 'bc-audio')}>
      <div className="bc-audio__card">
        <div className="bc-audio__head">
          {coverImg ? (
            picture({
              className: 'bc-audio__cover',
              src: coverImg,
              alt: `${title} 封面`,
              ratio: 1,
              sizes: 'cover',
            })
          ) : (
            <span className="bc-audio__cover bc-audio__cover--none" aria-hidden="true">
              <svg viewBox="0 0 24 24" focusable="false">
                <path
                  d="M9 17.5V6l10-2v11.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinejoin="round"
                />
                <circle cx="6.5" cy="17.5" r="2.5" fill="currentColor" />
                <circle cx="16.5" cy="15.5" r="2.5" fill="currentColor" />
              </svg>
            </span>
          )}
          <h3 className="bc-audio__title bc-clamp">{title}</h3>
        </div>
        {src === '' ? (
          <p className="bc-audio__state bc-audio__state--empty">暂无音频</p>
        ) : (
          <AudioPlayer key={src} src={src} title={title} />
        )}
      </div>
    </section>
  );
}
