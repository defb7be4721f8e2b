import { useId, useRef, useState } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { SERVICE_EXCEPTION } from './failure-toast.ts';
import { intentionKey } from './intention-key.ts';
import { businessHeaders } from './load-vip.ts';
import {
  INTENTION_LIMITS,
  intentionMessage,
  intentionPayload,
  type IntentionTarget,
  type IntentionValues,
} from './vip-intention.ts';
import { VipSheet } from './VipSheet.tsx';
import './vip-intention.css';

/** What the visitor reads once the intention is stored. */
export const INTENTION_SENT = '提交成功，顾问将尽快与您联系';

interface VipIntentionPopupProps {
  target: IntentionTarget;
  /** Filled in from the member's header when known. */
  initial: IntentionValues;
  /** Told once the gateway holds the intention. */
  onStored: (vipKey: string) => void;
  onClose: () => void;
}

/**
 * The intention-to-cooperate popup (spec §2) of a level sold by a consultant (loaded on first need;
 * mount it while open, after the login): name and company (required), what the cooperation should
 * cover (optional). 提交 commits through `stayConsult/commitStayConsult` with one idempotency key per
 * member and level, so taps however many store one record; a tap while one is under way is ignored;
 * a code other than 1 shows the server's message (R8.01) and keeps the popup. 取消 or Esc closes it.
 */
export default function VipIntentionPopup({
  target,
  initial,
  onStored,
  onClose,
}: VipIntentionPopupProps) {
  const api = useApi();
  const forms = useFormsRoot();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const submit = async () => {
    const message = intentionMessage(values);
    if (message) return forms.notify(message);
    const userId = forms.auth.user()?.id;
    if (running.current || userId === undefined) return;
    running.current = true;
    setBusy(true);
    try {
      const key = intentionKey(userId, target);
      const answer = await api.call('stayConsultCommitStayConsult', {
        body: intentionPayload(values, target, key),
        headers: { ...businessHeaders(target.businessKey), 'Idempotency-Key': key },
      });
      if (answer.code !== SUCCESS_CODE)
        return forms.notify(answer.message || SERVICE_EXCEPTION, { type: 'error' });
      forms.notify(INTENTION_SENT, { type: 'success' });
      onStored(target.vipKey);
    } catch {
      forms.notify(SERVICE_EXCEPTION, { type: 'error' });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const field = (key: keyof IntentionValues, label: string, required: boolean) => {
    const props = {
      id: `${id}-${key}`,
      className: 'bc-vip-intention__input',
      maxLength: INTENTION_LIMITS[key],
      value: values[key],
      required,
      placeholder: required ? `请输入${label}` : '选填',
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [key]: event.target.value })),
    };
    return (
      <div className="bc-vip-intention__field">
        <label htmlFor={props.id}>{label}</label>
        {key === 'demand' ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
      </div>
    );
  };
  return (
    <VipSheet
      title="合作意向"
      confirm={{ text: '提交', busy, onClick: () => void submit() }}
      onClose={onClose}
    >
      <p className="bc-vip-intention__lead">
        提交「{target.vipName}」合作意向，顾问将与您联系，为您定制方案。
      </p>
      {field('name', '姓名', true)}
      {field('companyName', '公司名称', true)}
      {field('demand', '合作需求', false)}
    </VipSheet>
  );
}
