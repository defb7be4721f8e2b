import { imageUrl } from '../lib/image.ts';

/** Props of a picture from the CMS; `alt` is required so every picture has meaningful text. */
export interface PictureProps {
  src: string;
  alt: string;
  className?: string;
  /** Width / height, so the space is kept while loading and when the picture fails. */
  ratio?: number;
}

/** A storage picture: prefixed address, lazy, keeps its box while loading or broken. */
export function Picture({ src, alt, className, ratio }: PictureProps) {
  return (
    <img
      className={className ? `bc-picture ${className}` : 'bc-picture'}
      src={imageUrl(src)}
      alt={alt}
      loading="lazy"
      decoding="async"
      style={ratio ? { aspectRatio: String(ratio) } : undefined}
    />
  );
}
