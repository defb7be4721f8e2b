import { readableColour } from '../../lib/css.ts';
import { frameProps } from '../module-frame.tsx';
import type { ModuleProps } from '../module-props.ts';
import { videoRatio } from './video-ratio.ts';
import { VideoPlayer } from './VideoPlayer.tsx';
import './Video.css';

/**
 * Module type 2: one video with its cover, then its title and description in their configured
 * colours; the player as its config says (shape, autoplay, a live stream, the control bar).
 */
export function Video({ module }: ModuleProps<'video'>) {
  const { videoUrl, coverImg, title, description, titleColor, descriptionColor } = module.data;
  const src = videoUrl.trim();
  // A live stream plays in video.js everywhere: its live controls, without a seek bar.
  const live = module.data.isLive === 1;
  return (
    <section {...frameProps(module, 'bc-video')}>
      <VideoPlayer
        key={src}
        src={src}
        cover={coverImg}
        title={title || module.name || '视频'}
        ratio={videoRatio(module.data)}
        autoplay={module.data.autoplay === 1}
        live={live}
        streaming={live}
        controls={module.data.controlBarVisibility !== 0}
      />
      {(title || description) && (
        <div className="bc-video__text">
          {title && (
            <h3 className="bc-video__title" style={{ color: readableColour(titleColor) }}>
              {title}
            </h3>
          )}
          {description && (
            <p
              className="bc-video__description"
              style={{ color: readableColour(descriptionColor) }}
            >
              {description}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
