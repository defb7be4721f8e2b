import { extensionOf, IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '../../lib/media.ts';

/** What a storage address holds, by its extension (R5.19's video and image lists, lib/media.ts). */
export type MediaKind = 'image' | 'audio' | 'video' | 'other';

const AUDIO = new Set(['mp3', 'm4a', 'wav', 'aac']);

/** The kind of media an address names. */
export function mediaKind(path: string): MediaKind {
  const extension = extensionOf(path);
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  if (AUDIO.has(extension)) return 'audio';
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(extension)) return 'video';
  return 'other';
}
