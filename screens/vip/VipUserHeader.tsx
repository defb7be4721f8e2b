import { useId, useState } from 'react';
import type { CurrentUserConfig } from '../../schemas/vip.ts';
import { picture } from '../../ui/Picture.tsx';

/**
 * The user info header (spec §2): avatar, name, the VIP icon and the top-VIP icon, job and company;
 * 更多 shows the whole job and company line, 收起 folds it to one line again.
 */
export function VipUserHeader({ user }: { user: CurrentUserConfig }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const details = [user.job, user.company].filter(Boolean).join(' · ');
  return (
    <header className="bc-vip-user">
      {picture({
        className: 'bc-vip-user__avatar',
        src: user.avatar ?? '',
        alt: '',
        ratio: 1,
        sizes: 'cover',
      })}
      <div className="bc-vip-user__text">
        <p className="bc-vip-user__name">
          <span>{user.userName || '天九老板云用户'}</span>
          {user.vipIcon &&
            picture({
              className: 'bc-vip-user__icon',
              src: user.vipIcon,
              alt: '会员标识',
              ratio: 1,
            })}
          {user.topVipIcon &&
            picture({
              className: 'bc-vip-user__icon',
              src: user.topVipIcon,
              alt: '顶级会员标识',
              ratio: 1,
            })}
        </p>
        {details && (
          <p
            id={detailsId}
            className={
              open ? 'bc-vip-user__details' : 'bc-vip-user__details bc-vip-user__details--folded'
            }
          >
            {details}
          </p>
        )}
      </div>
      {details && (
        <button
          type="button"
          className="bc-vip-user__more"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? '收起' : '更多'}
        </button>
      )}
    </header>
  );
}
