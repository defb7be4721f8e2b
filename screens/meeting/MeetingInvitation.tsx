import type { Invitation } from '../../schemas/invitation.ts';
import { picture } from '../../ui/Picture.tsx';

/**
 * The invitation unicorn-meeting-signup was opened from: who invites (picture, name, company and
 * position) and their words, above the sign-up so that the invited visitor knows why they are here.
 */
export function MeetingInvitation({ invitation }: { invitation: Invitation }) {
  const name = invitation.inviterName?.trim() || '主办方';
  const role = [invitation.inviterCompany?.trim(), invitation.inviterPosition?.trim()]
    .filter(Boolean)
    .join(' · ');
  const words = invitation.inviteWords?.trim();
  return (
    <section className="bc-meeting__panel bc-invitation" aria-labelledby="bc-meeting-invitation">
      <h2 className="bc-meeting__heading" id="bc-meeting-invitation">
        邀请函
      </h2>
      <div className="bc-invitation__inviter">
        {picture({
          className: 'bc-invitation__avatar',
          src: invitation.inviterAvatar ?? '',
          alt: '',
          ratio: 1,
          sizes: { width: 96, height: 96, quality: 75 },
        })}
        <div>
          <p className="bc-invitation__name">{`${name} 邀请您参加本次会议`}</p>
          {role && <p className="bc-invitation__role">{role}</p>}
        </div>
      </div>
      {words && <p className="bc-invitation__words">{words}</p>}
    </section>
  );
}
