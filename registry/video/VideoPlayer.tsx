import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type Ref,
} from 'react';
import { imageUrl, sizedImageUrl } from '../../lib/image.ts';
import { joinMediaSession, joinWithElement } from '../../ui/media-session.ts';
import { picture } from '../../ui/Picture.tsx';
import { loadStreamingPlayer } from './load-streaming-player.ts';
import { isStream, playsHlsNatively, refused } from './stream.ts';
import { whenHostAllows } from './when-host-allows.ts';

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
  /** A live stream: video.js shows its live controls (no seek bar). */
  live?: boolean;
  /** Starts by itself once shown, muted (R4.05's cover is skipped). */
  autoplay?: boolean;
  /** False hides the control bar (a tap on the video plays and pauses it). */
  controls?: boolean;
  /**
   * Play HLS with video.js even where the browser could (live pages: one player with live controls
   * everywhere; video.js still hands over to the native player where the browser has no MSE, iOS).
   */
  streaming?: boolean;
  /** What the cover says when the video cannot be played. */
  failure?: string;
  handle?: Ref<PlayerHandle>;
}

/** Without a control bar, a tap on the playing video pauses it and another plays it again. */
function toggle(element: HTMLVideoElement) {
  if (element.paused) void element.play()?.catch(() => undefined);
  else element.pause();
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
  autoplay = false,
  controls = true,
  streaming = false,
  failure = '视频加载失败',
  handle,
}: VideoPlayerProps) {
  const url = src === '' ? '' : imageUrl(src);
  const poster = cover ? sizedImageUrl(cover, 'full') : undefined;
  const [phase, setPhase] = useState<Phase>(url === '' ? 'failed' : 'cover');
  const [loading, setLoading] = useState(false);
  // A stream started by itself waits for `start`; one a tap started plays at once.
  const [byItself, setByItself] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => (video.current ? joinWithElement(video.current) : undefined), []);

  useEffect(() => {
    const target = host.current;
    if (phase !== 'stream' || !target) return;
    let cancelled = false;
    let release = () => {};
    loadStreamingPlayer(target, url, poster, {
      live,
      controlBar: controls,
      playing: !byItself,
    }).then(
      (player) => {
        if (cancelled) return player.dispose();
        const member = joinMediaSession(() => player.pause());
        player.onPlay(() => member.playing());
        player.onError(() => setPhase('failed'));
        // Started by itself: when and as the host allows (muted; in WeChat once its bridge is ready).
        const stopStart = byItself ? whenHostAllows(player.start) : () => undefined;
        release = () => {
          stopStart();
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
  }, [phase, url, poster, live, controls, byItself]);

  /** Whether this source plays in video.js here (else in the native element). */
  const inVideoJs = (element: HTMLVideoElement) =>
    isStream(url) && (streaming || !playsHlsNatively(element));

  /**
   * Leaves the cover: by a tap (plays with sound), or by itself (autoplay: with the sound as the
   * host allows, and muted when a start with sound is refused; refused muted, the cover comes back).
   */
  const play = (itself = false, muted = false) => {
    const element = video.current;
    if (!element) return;
    if (inVideoJs(element)) {
      setByItself(itself);
      setLoading(true);
      setPhase('stream');
      return;
    }
    element.muted = muted;
    element.src = url;
    setPhase('native');
    void element.play()?.catch((error: unknown) => {
      if (!itself || !refused(error)) return;
      if (muted) setPhase('cover');
      else play(true, true);
    });
  };

  useEffect(() => {
    const element = video.current;
    if (!autoplay || url === '' || !element) return;
    // A stream's player asks the host once it has loaded (see above); a file asks it now.
    if (inVideoJs(element)) play(true);
    else return whenHostAllows((muted) => play(true, muted));
    // Once, when the player is first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useImperativeHandle(handle, () => ({
    play: () => {
      if (phase === 'cover') play();
    },
  }));

  // The cover in the video's shape, before playing and behind a failure.
  const coverPicture =
    cover &&
    picture({
      className: 'bc-video__poster',
      src: cover,
      alt: '',
      ratio: ratio ?? 16 / 9,
      sizes: 'full',
    });

  return (
    <div
      className={`bc-video__stage bc-video__stage--${phase}`}
      style={
        ratio
          ? ({ aspectRatio: String(ratio), '--bc-video-ratio': ratio } as CSSProperties)
          : undefined
      }
    >
      <video
        ref={video}
        className="bc-video__native"
        controls={phase === 'native' && controls}
        playsInline
        x5-playsinline="true"
        webkit-playsinline="true"
        preload="none"
        poster={poster}
        aria-label={title}
        onError={() => setPhase((current) => (current === 'native' ? 'failed' : current))}
        onClick={
          controls || phase !== 'native' ? undefined : (event) => toggle(event.currentTarget)
        }
      />
      {phase === 'stream' && <div ref={host} className="bc-video__host" />}
      {phase === 'cover' && (
        <button
          type="button"
          className="bc-video__cover"
          aria-label={`播放 ${title}`}
          onClick={() => play()}
        >
          {coverPicture}
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
          {coverPicture}
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
