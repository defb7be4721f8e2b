import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '../ui/base.css';
import { Dialog } from '../ui/Dialog.tsx';
import { picture } from '../ui/Picture.tsx';
import { Popup } from '../ui/Popup.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { StatusView } from '../ui/StatusView.tsx';
import { ToastHost } from '../ui/ToastHost.tsx';
import { showToast, TOAST_TYPES } from '../ui/toast.ts';
import { useCountdown } from '../ui/use-countdown.ts';
import { durationParts, twoDigits } from '../lib/duration.ts';

const meta: Meta = { title: 'Widgets', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const sample =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="375"><defs><linearGradient id="g"><stop offset="0" stop-color="#ff6a3d"/><stop offset="1" stop-color="#cf3223"/></linearGradient></defs><rect width="750" height="375" fill="url(#g)"/></svg>',
  );

/** Loaded, broken with a ratio, broken without one, and a skeleton. */
export const Pictures: Story = {
  render: () => (
    <div className="bc-page" style={{ padding: 12, display: 'grid', gap: 12 }}>
      {picture({ src: sample, alt: '已加载', ratio: 2 })}
      {picture({ src: '/storage/missing-picture.jpg', alt: '加载失败（有比例）', ratio: 2 })}
      {picture({ src: '', alt: '空地址' })}
      <Skeleton lines={3} />
      <div style={{ display: 'flex', gap: 12 }}>
        <Skeleton width="48px" height="48px" round />
        <Skeleton width="120px" ratio={16 / 9} />
      </div>
    </div>
  ),
};

/** Every toast type; R5.14 lists the five accepted ones. */
export const Toasts: Story = {
  render: () => (
    <div className="bc-page" style={{ padding: 12, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {TOAST_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className="bc-status__retry"
          onClick={() => showToast(`${type} 提示`, { type })}
        >
          {type}
        </button>
      ))}
      <button
        type="button"
        className="bc-status__retry"
        onClick={() =>
          showToast('请先同意《天九老板云用户协议》与《隐私政策》', { duration: 3000 })
        }
      >
        协议 3 秒
      </button>
      <ToastHost />
    </div>
  ),
};

/** A dialog open from the start (for visual diffs) with two buttons. */
export const DialogOpen: Story = {
  render: () => (
    <Dialog open title="提交成功" actions={[{ text: '取消' }, { text: '去看看', tone: 'primary' }]}>
      感谢您的报名，工作人员会在 1 个工作日内与您联系。
    </Dialog>
  ),
};

/** A bottom sheet opened by a tap. */
export const PopupSheet: Story = {
  render: function PopupStory() {
    const [open, setOpen] = useState(true);
    return (
      <div className="bc-page" style={{ padding: 12 }}>
        <button type="button" className="bc-status__retry" onClick={() => setOpen(true)}>
          打开
        </button>
        <Popup open={open} onClose={() => setOpen(false)} title="选择行业">
          <div style={{ padding: '8px 16px 24px', lineHeight: 2.4 }}>餐饮 / 教育 / 医疗 / 零售</div>
        </Popup>
      </div>
    );
  },
};

/** Loading, empty and error with 重试. */
export const StatusViews: Story = {
  render: () => (
    <div className="bc-page">
      <StatusView kind="loading" fullScreen={false} />
      <StatusView kind="empty" fullScreen={false} />
      <StatusView
        kind="error"
        message="网络不给力，请稍后再试"
        onRetry={() => undefined}
        fullScreen={false}
      />
    </div>
  ),
};

/** R4.16: a countdown to one minute after the story opened. */
export const Countdown: Story = {
  render: function CountdownStory() {
    const [target] = useState(() => Date.now() + 61_000);
    const [done, setDone] = useState(false);
    const left = useCountdown(target, { onEnd: () => setDone(true) });
    const parts = durationParts(left ?? 0);
    return (
      <div className="bc-page" style={{ padding: 24, fontSize: 20 }}>
        {done ? '已开始' : `距开始 ${twoDigits(parts.minutes)}:${twoDigits(parts.seconds)}`}
      </div>
    );
  },
};
