// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import meeting3321 from '../../fixtures/screens/meeting-3321.json';
import type { Meeting } from '../../schemas/meeting.ts';
import { FILLED_MEETING_INPUT, signUpState } from './sign-up-state.testing.ts';
import { SignUpBlock } from './SignUpBlock.tsx';
import type { FaceState } from './use-face.ts';
import type { MeetingSignUpState } from './use-meeting-sign-up.ts';

const MEETING = meeting3321.data as unknown as Meeting;

/** The state with spies on the actions the tests follow. */
function state(change: Partial<MeetingSignUpState> = {}): MeetingSignUpState {
  return signUpState({
    pick: vi.fn(() => Promise.resolve()),
    login: vi.fn(),
    submit: vi.fn(() => Promise.resolve()),
    closeSuccess: vi.fn(),
    ...change,
  });
}

const submitButton = () => screen.getByRole('button', { name: /提交/ });

describe('the meeting sign-up block, state by state (docs/conference.md)', () => {
  test('not logged in: the form and 登录 beside the note, which asks for the login', () => {
    const signUp = state({ loggedIn: false, signedUp: 'unknown' });
    render(<SignUpBlock meeting={MEETING} signUp={signUp} />);
    expect(screen.getByText(/报名需先登录，提交时将引导您登录/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(signUp.login).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('姓名')).toBeTruthy();
  });

  test('logged in: the form without the note; its input shown; 提交 submits', () => {
    const signUp = state({ values: FILLED_MEETING_INPUT, agreed: true });
    render(<SignUpBlock meeting={MEETING} signUp={signUp} />);
    expect(screen.queryByText(/报名需先登录/)).toBeNull();
    expect((screen.getByLabelText('公司名称') as HTMLInputElement).value).toBe('天九共享');
    expect(screen.getByText('上海市/上海市/浦东新区')).toBeTruthy();
    fireEvent.click(submitButton());
    expect(signUp.submit).toHaveBeenCalledOnce();
  });

  test('R4.03 sending: 已提交 and disabled', () => {
    render(
      <SignUpBlock
        meeting={MEETING}
        signUp={state({ values: FILLED_MEETING_INPUT, submitting: true })}
      />,
    );
    expect(submitButton().textContent).toBe('已提交');
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  test('signed up already: says so instead of the form', () => {
    render(<SignUpBlock meeting={MEETING} signUp={state({ signedUp: 'yes' })} />);
    expect(screen.getByRole('status').textContent).toBe('您已报名本次会议，请留意短信通知');
    expect(screen.queryByLabelText('姓名')).toBeNull();
  });

  test('signed up: the 报名成功 dialog names the meeting, and closes', () => {
    const signUp = state({ succeeded: true });
    render(<SignUpBlock meeting={MEETING} signUp={signUp} />);
    const dialog = screen.getByRole('dialog', { name: '报名成功' });
    expect(dialog.textContent).toContain(
      '您已成功报名「2026 天九共享·新经济企业家峰会（上海站）」',
    );
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(signUp.closeSuccess).toHaveBeenCalledOnce();
  });

  test.each([
    ['none', '请上传本人正面免冠照片，用于会议现场刷脸签到'],
    ['picked', '提交时将进行人脸检测'],
    ['checking', '正在检测人脸…'],
    ['passed', '人脸检测通过'],
    ['noFace', '未检测到人脸，请重新上传'],
    ['failed', '照片上传失败，请重新上传'],
  ] satisfies [FaceState['status'], string][])('the face photo %s: %s', (status, text) => {
    render(<SignUpBlock meeting={MEETING} signUp={state({ face: { status } })} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  test('a photo from the album is handed to the face check', () => {
    const signUp = state();
    const { container } = render(<SignUpBlock meeting={MEETING} signUp={signUp} />);
    const album = container.querySelector('input[type="file"]:not([capture])') as HTMLInputElement;
    const photo = new File(['x'], 'face.png', { type: 'image/png' });
    fireEvent.change(album, { target: { files: [photo] } });
    expect(signUp.pick).toHaveBeenCalledWith(photo);
  });
});
