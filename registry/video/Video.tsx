import { readableColour } from '../../lib/css.ts';
import { ModuleFrame } from '../module-frame.tsx';
import type { ModuleProps } from '../module-props.ts';
import { VideoPlayer } from './VideoPlayer.tsx';
import './Video.css';

/** Module type 2: one video with its cover, then its title and description in their configured colours. */
export function Video({ module }: ModuleProps<'video'>) {
  const { videoUrl, coverImg, title, description, titleColor, descriptionColor } = module.data;
  const src = videoUrl.trim();
  return (
    <ModuleFrame module={module} className="bc-video">
      <VideoPlayer key={src} src={src} cover={coverImg} title={title || module.name || '视频'} />
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
    </ModuleFrame>
  );
}
