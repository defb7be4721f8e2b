import { readHead, sniffImage } from '../../forms/upload/image-sniff.ts';

/** The largest face photo sent: the face service's own limit is near this. */
export const FACE_MAX_BYTES = 5 * 1024 * 1024;
/** What the visitor reads for a file that is not a JPG or PNG picture. */
export const FACE_NOT_IMAGE = '请选择 JPG 或 PNG 格式的照片';
/** What the visitor reads for a photo over 5 MB. */
export const FACE_TOO_LARGE = '照片不能超过 5MB，请重新选择';

/**
 * The checks before a photo leaves the phone: a JPG or PNG by its first bytes (R5.13: not by its
 * name or type), and at most 5 MB. Answers the message to show, or undefined when it may be sent.
 */
export async function faceFileProblem(file: Blob): Promise<string | undefined> {
  if (file.size === 0) return FACE_NOT_IMAGE;
  const kind = sniffImage(await readHead(file));
  if (kind !== 'jpg' && kind !== 'png') return FACE_NOT_IMAGE;
  return file.size > FACE_MAX_BYTES ? FACE_TOO_LARGE : undefined;
}
