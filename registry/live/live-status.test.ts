import { describe, expect, test } from 'vitest';
import { LIVE_STATUS_VIEWS, liveDisplayStatus } from './live-status.ts';

describe('live status', () => {
  test.each([
    ['1 preview → 预约直播', 1, undefined, 1, '预约直播'],
    ['2 live → 进入观看', 2, 0, 2, '进入观看'],
    ['3 live → 进入观看', 3, undefined, 3, '进入观看'],
    ['4 ended with a replay becomes 5 → 立即查看', 4, 1, 5, '立即查看'],
    ['4 ended without a replay becomes 6 → 已结束', 4, 0, 6, '已结束'],
    ['4 ended, replay flag absent, becomes 6 → 已结束', 4, undefined, 6, '已结束'],
    ['5 sent as is → 立即查看', 5, undefined, 5, '立即查看'],
    ['6 sent as is → 已结束', 6, 1, 6, '已结束'],
  ] as const)('R4.07 live status %s', (_name, status, isReplay, shown, button) => {
    const display = liveDisplayStatus(status, isReplay);
    expect(display).toBe(shown);
    expect(display && LIVE_STATUS_VIEWS[display].button).toBe(button);
  });

  test.each([
    ['absent', undefined],
    ['0', 0],
    ['7', 7],
  ])('R4.07 an unknown status (%s) shows the published entry', (_name, status) => {
    expect(liveDisplayStatus(status, 1)).toBeUndefined();
  });

  test('R4.07 only the ended-without-replay state (6) is not tappable', () => {
    const closed = Object.entries(LIVE_STATUS_VIEWS)
      .filter(([, view]) => !view.tappable)
      .map(([status]) => status);
    expect(closed).toEqual(['6']);
  });
});
