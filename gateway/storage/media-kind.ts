/** What a storage address holds, by its extension (R5.19 lists the video and image extensions). */
export type MediaKind = 'image' | 'audio' | 'video' | 'other';

const IMAGE = new Set([
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'svg',
  'bmp',
  'tif',
  'tiff',
  'ico',
  'avif',
  'heic',
]);
const AUDIO = new Set(['mp3', 'm4a', 'wav', 'aac']);
const VIDEO = new Set([
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
]);

/** The kind of media an address names. */
export function mediaKind(path: string): MediaKind {
  const extension = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
  if (IMAGE.has(extension)) return 'image';
  if (AUDIO.has(extension)) return 'audio';
  if (VIDEO.has(extension)) return 'video';
  return 'other';
}
