import type { CSSProperties, Key, MouseEventHandler } from 'react';
import { imageUrl, sizedImageUrl, type ImageSizing } from '../lib/image.ts';
import './Picture.css';
import { watchPicture } from './picture-state.ts';

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
  /** The picture's key among its siblings, when it is one of a list. */
  key?: Key;
}

/**
 * A storage picture: prefixed and sized address, lazy, shimmer while loading, keeps its box when
 * broken. Whether it has loaded is kept on the box by ./picture-state.ts, not in React state: a
 * picture costs no effect, listener or re-render, and so it is a function that answers its
 * elements, not a component: a page of 200 modules holds hundreds of pictures, and none costs a
 * component of its own.
 */
export function picture({
  key,
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
  const broken = url === '';

  const classes = `bc-picture ${broken ? 'bc-picture--broken' : 'bc-picture--loading'}${
    ratio ? ' bc-picture--boxed' : ''
  }${className ? ` ${className}` : ''}`;
  const boxStyle: CSSProperties | undefined = ratio
    ? { aspectRatio: String(ratio), ...style }
    : style;
  return (
    <span
      key={key}
      className={classes}
      style={boxStyle}
      onClick={onClick}
      role={broken ? 'img' : undefined}
      aria-label={broken ? alt : undefined}
    >
      {!broken && (
        <img
          // A new address is a new picture: its box starts loading again.
          key={url}
          ref={watchPicture}
          className={`bc-picture__img bc-picture__img--${fit}`}
          src={url}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      )}
    </span>
  );
}
