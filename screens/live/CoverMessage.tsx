import { picture } from '../../ui/Picture.tsx';
import '../../registry/video/Video.css';

/**
 * A stage with nothing to play: the cover, and what the page says about it (not started, ended,
 * taken down), so the visitor reads what happened rather than looking at a black box.
 */
export function CoverMessage({ cover, message }: { cover: string | undefined; message: string }) {
  return (
    <div className="bc-video__stage bc-live-stage">
      {picture({
        className: 'bc-video__poster',
        src: cover ?? '',
        alt: '',
        ratio: 16 / 9,
        sizes: 'full',
      })}
      {message && (
        <p className="bc-live-stage__message" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
