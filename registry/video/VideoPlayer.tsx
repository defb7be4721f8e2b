import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { imageUrl, sizedImageUrl } from '../../lib/image.ts';
import { joinMediaSession, joinWithElement } from '../../ui/media-session.ts';
import { Picture } from '../../ui/Picture.tsx';
import { loadStreamingPlayer } from './load-streaming-player.ts';
import { isStream, playsHlsNatively } from './stream.ts';

/** cover: not played yet; native: the browser's own player; stream: video.js; failed: 视频加载失败. */
type Phase = 'cover' | 'native' | 'stream' | 'failed';

/** What a page may do to a player from outside it (the live room's 进入观看 button). */
export interface PlayerHandle {
  /** Starts playing, as a tap on the cover does (call it inside a tap: iOS plays only then). */
  play(): void;
}

/** What the video player config (spec §3) adds to a source and a cover. */
export interface VideoPlayerProps {
  src: string;
  cover: string | undefined;
  title: string;
  /** Width / height of the video; 16:9 when unknown. */
  ratio?: number | undefined;
  /** A live stream: video.js shows its live controls (no seek bar to an end). */
  live?: boolean;
  /**
   * Play HLS with video.js even where the browser could (live pages: one player with live controls
   * everywhere; video.js still hands over to the native player where the browser has no MSE, iOS).
   */
  streaming?: boolean;
  /** What the cover says when the video cannot be played. */
  failure?: string;
  handle?: Ref<PlayerHandle>;
}

/**
 * R4.05: a cover with a play icon until played, then a player with controls. Files and streams the
 * browser plays itself use a native video element (started inside the tap, as iOS requires); other
 * streams load video.js at that moment. Joins the page's media session either way.
 */
export function VideoPlayer({
  src,
  cover,
  title,
  ratio,
  live = false,
  streaming = false,
  failure = '视频加载失败',
  handle,
}: VideoPlayerProps) {
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
    loadStreamingPlayer(target, url, poster, live).then(
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
  }, [phase, url, poster, live]);

  const play = () => {
    const element = video.current;
    if (!element) return;
    if (isStream(url) && (streaming || !playsHlsNatively(element))) {
      setLoading(true);
      setPhase('stream');
      return;
    }
    element.src = url;
    setPhase('native');
    void element.play()?.catch(() => undefined);
  };
  useImperativeHandle(handle, () => ({
    play: () => {
      if (phase === 'cover') play();
    },
  }));

  return (
    <div
      className={`bc-video__stage bc-video__stage--${phase}`}
      style={ratio ? { aspectRatio: String(ratio) } : undefined}
    >
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
          {cover && (
            <Picture className="bc-video__poster" src={cover} alt="" ratio={16 / 9} sizes="full" />
          )}
          <p className="bc-video__failure">{failure}</p>
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
