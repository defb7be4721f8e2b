import type { FaceState } from './use-face.ts';

/** What the face row says under the photo, by the check's state. */
const STATUS_TEXT: Record<FaceState['status'], string> = {
  none: '请上传本人正面免冠照片，用于会议现场刷脸签到',
  picked: '提交时将进行人脸检测',
  checking: '正在检测人脸…',
  passed: '人脸检测通过',
  noFace: '未检测到人脸，请重新上传',
  failed: '照片上传失败，请重新上传',
};

/**
 * The face photo: taken with the camera (`capture`) or chosen from the album, both an
 * `<input type=file accept=image/*>`; the photo shown with where its check stands.
 */
export function FacePicker({ face, onPick }: { face: FaceState; onPick: (file: File) => void }) {
  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <div className="bc-field bc-meeting-face" data-field="face">
      <p className="bc-field__label bc-field__label--required" id="bc-meeting-face-label">
        人脸照片
      </p>
      <div className="bc-meeting-face__body">
        <div className="bc-meeting-face__photo" data-status={face.status}>
          {face.preview ? (
            <img src={face.preview} alt="已选择的人脸照片" />
          ) : (
            <span aria-hidden="true">+</span>
          )}
        </div>
        <div className="bc-meeting-face__actions">
          <label className="bc-meeting-face__button">
            拍照
            <input
              type="file"
              accept="image/*"
              capture="user"
              className="bc-visually-hidden"
              aria-describedby="bc-meeting-face-status"
              onChange={pick}
            />
          </label>
          <label className="bc-meeting-face__button">
            从相册选择
            <input
              type="file"
              accept="image/*"
              className="bc-visually-hidden"
              aria-describedby="bc-meeting-face-status"
              onChange={pick}
            />
          </label>
        </div>
      </div>
      <p
        className={`bc-meeting-face__status bc-meeting-face__status--${face.status}`}
        id="bc-meeting-face-status"
        aria-live="polite"
      >
        {STATUS_TEXT[face.status]}
      </p>
    </div>
  );
}
