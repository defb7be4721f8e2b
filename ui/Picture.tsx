import { useEffect, useRef, useState, type CSSProperties, type MouseEventHandler } from 'react';
import { imageUrl, sizedImageUrl, type ImageSizing } from '../lib/image.ts';
import './Picture.css';

/** Props of a picture from the CMS; `alt` is required so every picture has meaningful text. */
export interface PictureProps {
  src: string;
  alt: string;
  className?: string;
  /** Width / height, so the space is kept while loading and when the picture fails. */
  ratio?: number;
  /** Storage resize for the screen (R9.06): 'full' (750, q75), 'sharp' (750, q85), 'cover' (200×200) or explicit. */
  sizes?: ImageSizing;
  /** How the picture fills a box with a ratio; default cover. */
  fit?: 'cover' | 'contain';
  /** Above-the-fold picture: load eagerly with high priority instead of lazily. */
  priority?: boolean;
  style?: CSSProperties;
  onClick?: MouseEventHandler<HTMLElement>;
}

type Status = 'loading' | 'loaded' | 'broken';

/** A storage picture: prefixed and sized address, lazy, shimmer while loading, keeps its box when broken. */
export function Picture({
  src,
  alt,
  className,
  ratio,
  sizes,
  fit = 'cover',
  priority = false,
  style,
  onClick,
}: PictureProps) {
  const url = src.trim() === '' ? '' : sizes ? sizedImageUrl(src, sizes) : imageUrl(src);
  const [settled, setSettled] = useState<{ url: string; status: Status }>({
    url: '',
    status: 'loading',
  });
  const status: Status = url === '' ? 'broken' : settled.url === url ? settled.status : 'loading';
  const image = useRef<HTMLImageElement>(null);

  // A server-rendered picture may finish before hydration, when React misses its load event.
  useEffect(() => {
    const element = image.current;
    if (!element || !element.complete || url === '') return;
    setSettled({ url, status: element.naturalWidth > 0 ? 'loaded' : 'broken' });
  }, [url]);

  const classes = [
    'bc-picture',
    `bc-picture--${status}`,
    ratio ? 'bc-picture--boxed' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const boxStyle: CSSProperties | undefined = ratio
    ? { aspectRatio: String(ratio), ...style }
    : style;
  const broken = status === 'broken';

  return (
    <span
      className={classes}
      style={boxStyle}
      onClick={onClick}
      role={broken ? 'img' : undefined}
      aria-label={broken ? alt : undefined}
    >
      {broken ? (
        <svg
          className="bc-picture__broken"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M4 5h16v14H4z M4 15l4.5-4.5 3.5 3.5 2.5-2.5L20 17"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
          <circle cx="15.5" cy="9" r="1.5" fill="currentColor" />
        </svg>
      ) : (
        <img
          ref={image}
          className={`bc-picture__img bc-picture__img--${fit}`}
          src={url}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onLoad={() => setSettled({ url, status: 'loaded' })}
          onError={() => setSettled({ url, status: 'broken' })}
        />
      )}
    </span>
  );
}
