import { useReminder } from './use-reminder.ts';

/**
 * The WeChat reminder of a live before it starts (its own chunk: only WeChat's browser loads it):
 * what it does, and one button that turns it on (开启提醒, login first) or off (取消提醒).
 */
export function WeChatReminder({ roomLiveId }: { roomLiveId: string }) {
  const { reminder, change } = useReminder(roomLiveId);
  const on = reminder === 'on';
  return (
    <section
      className="bc-live-room__section bc-live-remind"
      aria-labelledby="bc-live-remind-title"
    >
      <div className="bc-live-remind__text">
        <h2 className="bc-live-room__heading" id="bc-live-remind-title">
          微信开播提醒
        </h2>
        <p className="bc-live-remind__hint">
          {on ? '已开启，开播时微信会通知您' : '开启后，开播时通过微信通知您'}
        </p>
      </div>
      <button
        type="button"
        className={
          on ? 'bc-live-remind__button bc-live-remind__button--on' : 'bc-live-remind__button'
        }
        disabled={reminder === 'sending'}
        onClick={() => void change(!on)}
      >
        {reminder === 'sending' ? '提交中…' : on ? '取消提醒' : '开启提醒'}
      </button>
    </section>
  );
}
