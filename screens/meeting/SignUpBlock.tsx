import { Dialog } from '../../ui/Dialog.tsx';
import type { Meeting } from '../../schemas/meeting.ts';
import { MeetingSignUpForm } from './MeetingSignUpForm.tsx';
import type { MeetingSignUpState } from './use-meeting-sign-up.ts';

/**
 * The sign-up block of an open meeting by the visitor's own state (docs/conference.md): not logged
 * in (the form, and 登录 beside a note; a submit logs in first), signed up already (says so instead
 * of the form), or the form; the success dialog after a sign-up. Apart from its state so that every
 * state has a story and a test.
 */
export function SignUpBlock({ meeting, signUp }: { meeting: Meeting; signUp: MeetingSignUpState }) {
  return (
    <section className="bc-meeting-sign-up" aria-labelledby="bc-meeting-sign-up-title">
      <h2 className="bc-meeting__heading bc-meeting-sign-up__heading" id="bc-meeting-sign-up-title">
        报名信息
      </h2>
      {signUp.signedUp === 'yes' ? (
        <p className="bc-meeting__panel bc-meeting-sign-up__done" role="status">
          您已报名本次会议，请留意短信通知
        </p>
      ) : (
        <>
          {!signUp.loggedIn && (
            <p className="bc-meeting-sign-up__login">
              报名需先登录，提交时将引导您登录
              <button
                type="button"
                className="bc-meeting-sign-up__login-button"
                onClick={signUp.login}
              >
                登录
              </button>
            </p>
          )}
          <MeetingSignUpForm signUp={signUp} />
        </>
      )}
      <Dialog open={signUp.succeeded} title="报名成功" onClose={signUp.closeSuccess}>
        {`您已成功报名「${meeting.meetingName?.trim() || '本次会议'}」，请留意短信通知。`}
      </Dialog>
    </section>
  );
}
