import { picture } from '../../ui/Picture.tsx';
import type { PosterState } from './use-poster.ts';

/**
 * A signed-up project's poster in one state (`poster`): 生成海报 before it is asked; 海报生成中…
 * (aria-busy) while it is; the picture through the storage's resize (R9.06, full width, sharp), at its own
 * shape (posters differ), with 换一张; 海报生成失败 and why with 重试. `onAsk` asks one.
 */
export function PosterView({
  poster,
  projectName,
  onAsk,
}: {
  poster: PosterState;
  projectName: string;
  onAsk: () => void;
}) {
  if (poster.kind === 'closed')
    return (
      <div className="bc-poster">
        <button type="button" className="bc-poster__button" onClick={onAsk}>
          生成海报
        </button>
      </div>
    );
  return (
    <figure className="bc-poster" aria-busy={poster.kind === 'loading'}>
      {poster.kind === 'shown' ? (
        picture({
          className: 'bc-poster__picture',
          src: poster.posterUrl,
          alt: `${projectName}的海报`,
          sizes: 'sharp',
        })
      ) : (
        <p className="bc-poster__note" role={poster.kind === 'failed' ? 'alert' : 'status'}>
          {poster.kind === 'loading' ? '海报生成中…' : `海报生成失败：${poster.message}`}
        </p>
      )}
      <figcaption className="bc-poster__actions">
        <button
          type="button"
          className="bc-poster__button"
          disabled={poster.kind === 'loading'}
          onClick={onAsk}
        >
          {poster.kind === 'failed' ? '重试' : '换一张'}
        </button>
      </figcaption>
    </figure>
  );
}
