// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { ActionProvider } from '../actions/use-action.tsx';
import { overlayButtons, type NavOverlayProps } from './nav-overlay-buttons.ts';
import { NavOverlay } from './NavOverlay.tsx';

function renderOverlay(props: NavOverlayProps) {
  const dispatch = vi.fn();
  render(
    <ActionProvider dispatch={dispatch}>
      <NavOverlay {...props} />
    </ActionProvider>,
  );
  return dispatch;
}

describe('overlayButtons', () => {
  test.each([
    [
      'the app shows back and share',
      { host: 'app', canShare: true },
      { back: true, share: true, live: false },
    ],
    [
      'R4.14 the app with clearNav (mode 1) shows back and share',
      { host: 'app', shareMode: 1, canShare: true },
      { back: true, share: true, live: false },
    ],
    [
      'R4.13 the app with showShare (mode 0) keeps its own back: share only',
      { host: 'app', shareMode: 0, canShare: true },
      { back: false, share: true, live: false },
    ],
    [
      'the app without share parameters shows back only',
      { host: 'app', canShare: false },
      { back: true, share: false, live: false },
    ],
    [
      'the mini-program has its own bar',
      { host: 'miniProgram', canShare: true },
      { back: false, share: false, live: false },
    ],
    [
      'a browser shows no overlay',
      { host: 'browser', canShare: true },
      { back: false, share: false, live: false },
    ],
    [
      'a live room shows the live button anywhere',
      { host: 'wechatBrowser', canShare: false, roomLiveId: '55' },
      { back: false, share: false, live: true },
    ],
    [
      'nothing on the server',
      { host: undefined, canShare: true, roomLiveId: '55' },
      { back: false, share: false, live: false },
    ],
  ] satisfies Array<[string, NavOverlayProps, ReturnType<typeof overlayButtons>]>)(
    '%s',
    (_name, props, expected) => {
      expect(overlayButtons(props)).toEqual(expected);
    },
  );
});

describe('NavOverlay', () => {
  test('back and share in the app emit their intents', () => {
    const dispatch = renderOverlay({ host: 'app', canShare: true });
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    expect(dispatch.mock.calls).toEqual([[{ kind: 'back' }], [{ kind: 'share' }]]);
  });

  test('the live button emits a live tap for its room', () => {
    const dispatch = renderOverlay({
      host: 'browser',
      canShare: false,
      roomLiveId: '55',
      liveStatus: 1,
    });
    fireEvent.click(screen.getByRole('button', { name: '进入直播间' }));
    expect(dispatch).toHaveBeenCalledWith({ kind: 'liveTap', roomLiveId: '55', status: 1 });
  });

  test('R4.14 with clearNav the buttons sit below the app bar height', () => {
    renderOverlay({ host: 'app', shareMode: 1, navBarHeight: 44, canShare: true });
    expect(screen.getByRole('navigation').getAttribute('style')).toContain('44px');
  });

  test('the e2e hooks are present', () => {
    const { container } = render(<NavOverlay host="app" canShare roomLiveId="5" />);
    expect(
      container.querySelector('[data-chrome="nav-overlay"] [data-action="back"]'),
    ).not.toBeNull();
    expect(container.querySelector('[data-action="share"]')).not.toBeNull();
    expect(container.querySelector('[data-action="live"]')).not.toBeNull();
  });

  test('renders on the server without touching the window', () => {
    expect(renderToString(<NavOverlay host={undefined} canShare />)).toBe('');
    expect(renderToString(<NavOverlay host="app" canShare />)).toContain('data-action="back"');
  });
});
