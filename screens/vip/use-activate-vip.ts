import { useCallback, useRef, useState } from 'react';
import { useAction } from '../../actions/use-action.tsx';
import { useApi } from '../../api/use-api.tsx';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import type { VipSku } from '../../schemas/vip.ts';
import type { SafeHtml } from '../../ui/safe-html.ts';
import { sanitizeHtml } from '../../ui/sanitize-html.ts';
import { SERVICE_EXCEPTION } from './failure-toast.ts';
import { businessHeaders, type VipLevelView } from './load-vip.ts';

/** The VIP button's analytics event (spec §7 "Other"). */
export const VIP_BUTTON_CLICK = 'VipButtonClick';

/** The agreement waiting for the visitor's consent before the payment. */
export interface PendingAgreement {
  title: string;
  content: SafeHtml;
}

/** What the activation needs from the page. */
export interface ActivateOptions {
  businessKey: string;
  /** The link's payPath. */
  payPath: string | undefined;
}

interface Order {
  level: VipLevelView;
  sku: VipSku;
  protocolId?: string;
}

/**
 * R5.12 activating (or renewing) a level: VipButtonClick, then login first (the login popup, R5.04
 * pattern; the chosen level and price stay chosen), then the level's agreement
 * (`userVipSignProtocol/getVipSignProtocol`; unsigned: shown, and `/save` once agreed), then the
 * payment page (the `pay` intent). A tap while one is under way is ignored; a code other than 1
 * shows the server's message (R8.01).
 */
export function useActivateVip({ businessKey, payPath }: ActivateOptions) {
  const api = useApi();
  const forms = useFormsRoot();
  const dispatch = useAction();
  const [agreement, setAgreement] = useState<PendingAgreement>();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const order = useRef<Order>(undefined);
  const headers = businessHeaders(businessKey);

  const pay = async ({ level, sku }: Order) => {
    const userId = forms.auth.user()?.id;
    await dispatch({
      kind: 'pay',
      path: payPath,
      params: {
        businessKey,
        vipKey: level.vipKey,
        skuId: sku.id,
        ...(userId ? { userId } : {}),
      },
    });
  };

  const run = async (step: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await step();
    } catch {
      forms.notify(SERVICE_EXCEPTION, { type: 'error' });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const activate = (level: VipLevelView, sku: VipSku) =>
    run(async () => {
      void dispatch({
        kind: 'track',
        event: VIP_BUTTON_CLICK,
        properties: { vip_key: level.vipKey, vip_name: level.vipName, sku_id: sku.id },
      });
      if (!(await forms.ensureLogin())) return;
      const answer = await api.call('userVipSignProtocolGetVipSignProtocol', {
        body: { businessKey, vipKey: level.vipKey, skuId: sku.id },
        headers,
      });
      if (answer.code !== SUCCESS_CODE)
        return forms.notify(answer.message || SERVICE_EXCEPTION, { type: 'error' });
      const { protocolId, signed, title, content } = answer.data;
      order.current = { level, sku, ...(protocolId ? { protocolId } : {}) };
      if (signed === 1) return pay(order.current);
      setAgreement({ title: title || '会员服务协议', content: await sanitizeHtml(content) });
    });

  const accept = () =>
    run(async () => {
      const current = order.current;
      if (!current) return;
      const answer = await api.call('userVipSignProtocolSave', {
        body: {
          businessKey,
          vipKey: current.level.vipKey,
          skuId: current.sku.id,
          ...(current.protocolId ? { protocolId: current.protocolId } : {}),
        },
        headers,
      });
      if (answer.code !== SUCCESS_CODE)
        return forms.notify(answer.message || SERVICE_EXCEPTION, { type: 'error' });
      setAgreement(undefined);
      await pay(current);
    });

  const dismiss = useCallback(() => setAgreement(undefined), []);
  return { activate, accept, dismiss, agreement, busy };
}
