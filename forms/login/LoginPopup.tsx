import { useCallback, useState } from 'react';
import { Popup } from '../../ui/Popup.tsx';
import { AgreementCheck } from '../consent/AgreementCheck.tsx';
import { useFormServices } from '../form-services.tsx';
import { AGREEMENT_REQUIRED, AGREEMENT_TOAST_MS } from '../messages.ts';
import { LIMITS, MEMBER_MOBILE, filterDigits, mobileMessage } from '../rules.ts';
import { requestCode } from '../send-code/request-code.ts';
import { SendCodeButton } from '../send-code/SendCodeButton.tsx';
import { useSendCode } from '../send-code/use-send-code.ts';
import './LoginPopup.css';

/** R5.04, R6.02: the login popup: mobile (VIP/other pattern), SMS code and the agreement. */
export function LoginPopup({
  open,
  onDone,
}: {
  open: boolean;
  onDone: (loggedIn: boolean) => void;
}) {
  const services = useFormServices();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const request = useCallback(
    () => requestCode(services, mobile, MEMBER_MOBILE),
    [services, mobile],
  );
  const sendCode = useSendCode(services.storage.local, request);

  const login = async () => {
    const problem =
      mobileMessage(mobile, MEMBER_MOBILE) ?? (code.trim() === '' ? '请输入验证码' : undefined);
    if (problem) return services.notify(problem);
    if (!agreed) return services.notify(AGREEMENT_REQUIRED, { duration: AGREEMENT_TOAST_MS });
    setBusy(true);
    try {
      const outcome = await services.auth.loginBySms(mobile, code, await services.context());
      if (!outcome.ok) return services.notify(outcome.message);
      setCode('');
      onDone(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup open={open} onClose={() => onDone(false)} title="手机号登录" className="bc-login">
      <form
        className="bc-login__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void login();
        }}
      >
        <input
          className="bc-login__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          aria-label="手机号"
          placeholder="请输入手机号"
          maxLength={LIMITS.mobile}
          value={mobile}
          data-autofocus
          onChange={(event) => setMobile(filterDigits(event.target.value, LIMITS.mobile))}
        />
        <div className="bc-login__code">
          <input
            className="bc-login__input"
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-label="验证码"
            placeholder="请输入验证码"
            maxLength={LIMITS.smsCode}
            value={code}
            onChange={(event) => setCode(filterDigits(event.target.value, LIMITS.smsCode))}
          />
          <SendCodeButton sendCode={sendCode} />
        </div>
        <AgreementCheck checked={agreed} onChange={setAgreed} />
        <button type="submit" className="bc-login__submit" disabled={busy}>
          登录
        </button>
      </form>
    </Popup>
  );
}
