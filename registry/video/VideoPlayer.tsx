import { useEffect, useRef, useState } from 'react';
import { imageUrl, sizedImageUrl } from '../../lib/image.ts';
import { joinMediaSession, joinWithElement } from '../../ui/media-session.ts';
import { Picture } from '../../ui/Picture.tsx';
import { loadStreamingPlayer } from './load-streaming-player.ts';
import { isStream, playsHlsNatively } from './stream.ts';

/** cover: not played yet; native: the browser's own player; stream: video.js; failed: 视频加载失败. */
type Phase = 'cover' | 'native' | 'stream' | 'failed';

/**
 * R4.05: a cover with a play icon until played, then a player with controls. Files and streams the
 * browser plays itself use a native video element (started inside the tap, as iOS requires); other
 * streams load video.js at that moment. Joins the page's media session either way.
 */
export function VideoPlayer({
  src,
  cover,
  title,
}: {
  src: string;
  cover: string | undefined;
  title: string;
}) {
  const url = src === '' ? '' : imageUrl(src);
  const poster = cover ? sizedImageUrl(cover, 'full') : undefined;
  const [phase, setPhase] = useState<Phase>(url === '' ? 'failed' : 'cover');
  const [loading, setLoading] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => (video.current ? joinWithElement(video.current) : undefined), []);

  useEffect(() => {
    const target = host.current;
    if (phase !== 'stream' || !target) return;
    let cancelled = false;
    let release = () => {};
    loadStreamingPlayer(target, url, poster).then(
      (player) => {
        if (cancelled) return player.dispose();
        const member = joinMediaSession(() => player.pause());
        player.onPlay(() => member.playing());
        player.onError(() => setPhase('failed'));
        release = () => {
          member.leave();
          player.dispose();
        };
        setLoading(false);
      },
      () => {
        if (!cancelled) setPhase('failed');
      },
    );
    return () => {
      cancelled = true;
      release();
    };
  }, [phase, url, poster]);

  const play = () => {
    const element = video.current;
    if (!element) return;
    if (isStream(url) && !playsHlsNatively(element)) {
      setLoading(true);
      setPhase('stream');
      return;
    }
    element.src = url;
    setPhase('native');
    void element.play()?.catch(() => undefined);
  };

  return (
    <div className={`bc-video__stage bc-video__stage--${phase}`}>
      <video
        ref={video}
        className="bc-video__native"
        controls={phase === 'native'}
        playsInline
        x5-playsinline="true"
        webkit-playsinline="true"
        preload="none"
        poster={poster}
        aria-label={title}
        onError={() => setPhase((current) => (current === 'native' ? 'failed' : current))}
      />
      {phase === 'stream' && <div ref={host} className="bc-video__host" />}
      {phase === 'cover' && (
        <button
          type="button"
          className="bc-video__cover"
          aria-label={`播放 ${title}`}
          onClick={play}
        >
          {cover && (
            <Picture className="bc-video__poster" src={cover} alt="" ratio={16 / 9} sizes="full" />
          )}
          <span className="bc-video__play" aria-hidden="true">
            <svg viewBox="0 0 24 24" focusable="false">
              <path d="M9 6.5v11l9-5.5z" fill="currentColor" />
            </svg>
          </span>
        </button>
      )}
      {phase === 'stream' && loading && (
        <span className="bc-video__spinner" role="status" aria-label="视频加载中" />
      )}
      {phase === 'failed' && (
        <div className="bc-video__failed" role="status">
          <p>视频加载失败</p>
          {url !== '' && (
            <button type="button" className="bc-video__retry" onClick={() => setPhase('cover')}>
              重试
            </button>
          )}
        </div>
      )}
    </div>
  );
}
