import type { FormJsonMap } from '../../schemas/index.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { picture } from '../../ui/Picture.tsx';

/** R4.03: the sign-up success dialog: the configured text, and the configured button image or 确定. */
export function SuccessDialog({
  open,
  jsonMap,
  onClose,
}: {
  open: boolean;
  jsonMap: FormJsonMap | undefined;
  onClose: (jump: boolean) => void;
}) {
  const image = jsonMap?.vote_success_popup_button;
  const text = jsonMap?.popup_text?.trim();
  return (
    <Dialog
      open={open}
      title={text ? undefined : '提交成功'}
      onClose={() => onClose(false)}
      closeOnBackdrop={Boolean(image)}
      actions={image ? [] : [{ text: '确定', tone: 'primary', onClick: () => onClose(true) }]}
      className="bc-sign-up__success"
    >
      {text && <p className="bc-sign-up__success-text">{text}</p>}
      {image && (
        <button
          type="button"
          className="bc-sign-up__success-button"
          aria-label="确定"
          onClick={() => onClose(true)}
        >
          {picture({ src: image, alt: '' })}
        </button>
      )}
    </Dialog>
  );
}
