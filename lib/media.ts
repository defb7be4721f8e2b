/** R5.19: the video extensions. */
export const VIDEO_EXTENSIONS = [
  'm3u8',
  'mp4',
  'm4v',
  'avi',
  'rmvb',
  'rm',
  'asf',
  'asx',
  'divx',
  'mpg',
  'mpeg',
  'mpe',
  '3gp',
  'dat',
  'flv',
  'wmv',
  'mkv',
  'vob',
  'mov',
] as const;

/** R5.19: the image extensions (bmp, jpg, png, tif, gif, svg, webp and more). */
export const IMAGE_EXTENSIONS = [
  'bmp',
  'jpg',
  'jpeg',
  'png',
  'tif',
  'tiff',
  'gif',
  'svg',
  'webp',
  'avif',
  'apng',
  'ico',
  'heic',
  'heif',
  'jfif',
  'pcx',
  'tga',
  'exif',
  'fpx',
  'psd',
  'cdr',
  'pcd',
  'dxf',
  'ufo',
  'eps',
  'ai',
  'raw',
  'wmf',
] as const;

/** What an article media link becomes. */
export type MediaKind = 'video' | 'image' | 'audio';

/** The lower-case extension of an address's path, ignoring query and hash; '' when there is none. */
export function extensionOf(url: string): string {
  const path = url.trim().split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function listed(list: readonly string[], extension: string): boolean {
  return list.includes(extension);
}

/** R4.18: video links become players, image links images, everything else an audio player. */
export function mediaKindOf(url: string): MediaKind {
  const address = url.trim().toLowerCase();
  if (address.startsWith('data:video/')) return 'video';
  if (address.startsWith('data:image/')) return 'image';
  const extension = extensionOf(address);
  if (listed(VIDEO_EXTENSIONS, extension)) return 'video';
  if (listed(IMAGE_EXTENSIONS, extension)) return 'image';
  return 'audio';
}
