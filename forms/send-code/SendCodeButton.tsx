import type { SendCode } from './use-send-code.ts';
import './SendCodeButton.css';

/** R4.02: the button beside the code input (获取验证码 / 再次获取 {n}s). */
export function SendCodeButton({ sendCode }: { sendCode: SendCode }) {
  return (
    <button
      type="button"
      className="bc-send-code"
      disabled={sendCode.disabled}
      onClick={() => void sendCode.start()}
      aria-live="polite"
    >
      {sendCode.label}
    </button>
  );
}
