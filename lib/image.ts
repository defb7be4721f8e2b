import { currentDeployment } from './deployment.ts';

/**
 * R5.20: a relative address gets the storage base prefix unless it already contains http.
 * Protocol-relative (//host/…) and inline data addresses are kept as they are; an empty one stays ''.
 */
export function imageUrl(address: string, base: string = currentDeployment.storageBase): string {
  if (address.trim() === '') return '';
  if (address.includes('http') || address.startsWith('//') || address.startsWith('data:image/'))
    return address;
  return base.replace(/\/+$/, '') + '/' + address.replace(/^\/+/, '');
}

/** R9.06: pictures are sized for the 750 px design width. */
export const DESIGN_WIDTH = 750;

/** R9.06: storage resize qualities: 75 for ordinary pictures, 85 where detail matters. */
export type ImageQuality = 75 | 85;

/** A resize request for the storage service; absent width and height keep the original size. */
export interface ImageSize {
  width?: number;
  height?: number;
  quality?: ImageQuality;
}

/** Named sizes: `full` is a full-width picture, `cover` the 200×200 cover (R9.06). */
export const IMAGE_SIZES = {
  full: { width: DESIGN_WIDTH, quality: 75 },
  sharp: { width: DESIGN_WIDTH, quality: 85 },
  cover: { width: 200, height: 200, quality: 75 },
} as const satisfies Record<string, ImageSize>;

/** A named size or an explicit one. */
export type ImageSizing = keyof typeof IMAGE_SIZES | ImageSize;

const NOT_RESIZABLE = /\.(svg|gif)$/i;

/** Whether the storage service can resize this address: a storage address that is not data:, svg or gif. */
export function isResizable(
  address: string,
  base: string = currentDeployment.storageBase,
): boolean {
  if (address === '' || address.startsWith('data:') || address.includes('x-oss-process='))
    return false;
  const path = address.split(/[?#]/, 1)[0] ?? '';
  if (NOT_RESIZABLE.test(path)) return false;
  const storageBase = base.replace(/\/+$/, '') + '/';
  return (
    address.startsWith(storageBase) || /^(https?:)?\/\/[^/?#]+\.aliyuncs\.com\//i.test(address)
  );
}

/** The storage processing instruction, e.g. `image/resize,w_750/quality,q_75`. */
export function resizeInstruction(size: ImageSize): string {
  const box = [
    size.width ? `w_${Math.round(size.width)}` : '',
    size.height ? `h_${Math.round(size.height)}` : '',
  ].filter(Boolean);
  const fill = size.width && size.height ? ['m_fill'] : [];
  const resize = box.length > 0 ? `/resize,${[...fill, ...box].join(',')}` : '';
  return `image${resize}/quality,q_${size.quality ?? 75}`;
}

/** Prefixes the address (R5.20) and, when the storage can resize it, appends the resize query (R9.06). */
export function sizedImageUrl(
  address: string,
  sizing: ImageSizing,
  base: string = currentDeployment.storageBase,
): string {
  const url = imageUrl(address, base);
  if (!isResizable(url, base)) return url;
  const size = typeof sizing === 'string' ? IMAGE_SIZES[sizing] : sizing;
  const hashAt = url.indexOf('#');
  const [head, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const joiner = head.includes('?') ? (head.endsWith('?') || head.endsWith('&') ? '' : '&') : '?';
  return `${head}${joiner}x-oss-process=${resizeInstruction(size)}${hash}`;
}

/** R9.06: design pixels to viewport width (px ÷ 7.5 → vw), e.g. 75 → '10vw'. */
export function pxToVw(px: number): string {
  return `${Number((px / (DESIGN_WIDTH / 100)).toFixed(4))}vw`;
}
