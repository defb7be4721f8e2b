import type { ApiCall } from '../../api/client.ts';
import type { ImageUploader } from '../../forms/upload/oss-upload.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';

/** What the face check found: a face (the photo's address, sent with the meeting user), none, or a failure. */
export type FaceCheck =
  { status: 'passed'; url: string } | { status: 'noFace' } | { status: 'failed'; message: string };

/** The clear message when the photo shows no face (issue 13). */
export const NO_FACE = '未检测到人脸，请上传本人正面、清晰、无遮挡的照片';
/** What the visitor reads when the photo could not be sent or checked. */
export const FACE_CHECK_FAILED = '照片上传失败，请重新上传';

/**
 * The face check: the photo (already checked on the phone, face-file.ts) goes to storage, then its
 * address to `baiduface/detect` (needs the login); no face found is `noFace`, a failing call its
 * message.
 */
export async function checkFace(
  deps: { api: { call: ApiCall }; upload: ImageUploader },
  file: File,
): Promise<FaceCheck> {
  try {
    const { url } = await deps.upload(file);
    const answer = await deps.api.call('baidufaceDetect', { body: { imageUrl: url } });
    if (answer.code !== SUCCESS_CODE)
      return { status: 'failed', message: answer.message || FACE_CHECK_FAILED };
    return answer.data.faceNum > 0 ? { status: 'passed', url } : { status: 'noFace' };
  } catch {
    return { status: 'failed', message: FACE_CHECK_FAILED };
  }
}
