// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { memoryStorage } from '../../platform/storage.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import {
  CODE_SENT_KEY,
  countdownEnd,
  markCodeSent,
  secondsLeft,
  sendCodeLabel,
} from './send-code-timer.ts';
import { useSendCode } from './use-send-code.ts';
import type { KeyValueStorage } from '../../lib/key-value-storage.ts';

function Harness({
  storage,
  request,
}: {
  storage: KeyValueStorage;
  request: () => Promise<boolean>;
}) {
  return <SendCodeButton sendCode={useSendCode(storage, request)} />;
}

function deferred() {
  let resolve: (value: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('send-code timer', () => {
  test.each([
    [0, '获取验证码'],
    [60, '再次获取 60s'],
    [1, '再次获取 1s'],
  ])('R4.02 label for %i seconds left', (seconds, label) => {
    expect(sendCodeLabel(seconds)).toBe(label);
  });

  test.each([
    [0, 60],
    [1, 60],
    [999, 60],
    [1000, 59],
    [59_001, 1],
    [60_000, 0],
  ])('R9.02 60 s countdown: %i ms after the send shows %i s', (elapsed, seconds) => {
    const storage = memoryStorage();
    markCodeSent(storage, 1000);
    expect(secondsLeft(countdownEnd(storage, 1000 + elapsed), 1000 + elapsed)).toBe(seconds);
  });

  test("R4.02 another code's countdown runs on its own key: the login code's leaves it idle", () => {
    const storage = memoryStorage();
    markCodeSent(storage, 1000);
    expect(countdownEnd(storage, 2000, 'bc.conferenceCode.sentAt')).toBe(0);
    markCodeSent(storage, 3000, 'bc.conferenceCode.sentAt');
    expect(secondsLeft(countdownEnd(storage, 4000, 'bc.conferenceCode.sentAt'), 4000)).toBe(59);
    expect(secondsLeft(countdownEnd(storage, 4000), 4000)).toBe(57);
  });
});

describe('send-code button', () => {
  test('R4.02 idle → 60 s countdown 再次获取 {n}s after a successful send → idle', async () => {
    const request = vi.fn(() => Promise.resolve(true));
    render(<Harness storage={memoryStorage()} request={request} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('获取验证码');
    await act(async () => fireEvent.click(button));
    expect(button.textContent).toBe('再次获取 60s');
    expect(button).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('再次获取 59s');
    await act(async () => vi.advanceTimersByTime(58_000));
    expect(button.textContent).toBe('再次获取 1s');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('获取验证码');
    expect(button).toHaveProperty('disabled', false);
    expect(request).toHaveBeenCalledTimes(1);
  });

  test('R4.02 on failure it resets at once', async () => {
    const request = vi.fn(() => Promise.resolve(false));
    const storage = memoryStorage();
    render(<Harness storage={storage} request={request} />);
    const button = screen.getByRole('button');
    await act(async () => fireEvent.click(button));
    expect(button.textContent).toBe('获取验证码');
    expect(button).toHaveProperty('disabled', false);
    expect(storage.get(CODE_SENT_KEY)).toBeUndefined();
    await act(async () => fireEvent.click(button));
    expect(request).toHaveBeenCalledTimes(2);
  });

  test('R4.02 a double tap sends once', async () => {
    const pending = deferred();
    const request = vi.fn(() => pending.promise);
    const { container } = render(<Harness storage={memoryStorage()} request={request} />);
    const button = screen.getByRole('button');
    // The second tap lands before React re-renders the disabled button.
    await act(async () => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    pending.resolve(true);
    await act(async () => undefined);
    expect(request).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('再次获取 60s');
  });

  test('R4.02 R9.02 a reload inside 60 s keeps counting and sends nothing', async () => {
    const storage = memoryStorage();
    const first = render(<Harness storage={storage} request={() => Promise.resolve(true)} />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    await act(async () => vi.advanceTimersByTime(20_000));
    first.unmount();
    const request = vi.fn(() => Promise.resolve(true));
    render(<Harness storage={storage} request={request} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('再次获取 40s');
    await act(async () => fireEvent.click(button));
    expect(request).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(40_000));
    expect(button.textContent).toBe('获取验证码');
  });
});
