import { useState } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import type { PrizeWon } from '../../schemas/campaign.ts';
import { Popup } from '../../ui/Popup.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import { shortTime } from './short-time.ts';

type Shown =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; records: PrizeWon[] };

/**
 * 我的奖品: login first, then the visitor's prizes of this activity
 * (`activePrizeWinfo/selectMyPrizePageList`) in a sheet, with 重试 when the call fails.
 */
export function MyPrizes({ activeId }: { activeId: string }) {
  const api = useApi();
  const forms = useFormsRoot();
  const [shown, setShown] = useState<Shown>();

  const load = async () => {
    setShown({ status: 'loading' });
    try {
      const { code, data } = await api.call('activePrizeWinfoSelectMyPrizePageList', {
        body: { activeId, pageIndex: 1, pageSize: 50 },
      });
      setShown(
        code === SUCCESS_CODE ? { status: 'ready', records: data.records } : { status: 'failed' },
      );
    } catch {
      setShown({ status: 'failed' });
    }
  };
  const open = async () => {
    if (await forms.ensureLogin()) await load();
  };

  return (
    <>
      <button type="button" className="bc-campaign__link" onClick={() => void open()}>
        我的奖品
      </button>
      <Popup open={shown !== undefined} onClose={() => setShown(undefined)} title="我的奖品">
        {shown?.status === 'loading' && <StatusView kind="loading" fullScreen={false} />}
        {shown?.status === 'failed' && (
          <StatusView kind="error" fullScreen={false} onRetry={() => void load()} />
        )}
        {shown?.status === 'ready' &&
          (shown.records.length === 0 ? (
            <StatusView kind="empty" title="还没有中奖记录" fullScreen={false} />
          ) : (
            <ul className="bc-my-prizes">
              {shown.records.map((record) => (
                <li key={record.id} className="bc-my-prizes__row">
                  <span className="bc-my-prizes__name">{record.prizeName}</span>
                  <span className="bc-my-prizes__time">{shortTime(record.createTime)}</span>
                </li>
              ))}
            </ul>
          ))}
      </Popup>
    </>
  );
}
