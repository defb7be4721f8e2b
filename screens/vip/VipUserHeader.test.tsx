// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { VipUserHeader } from './VipUserHeader.tsx';

describe('the user info header', () => {
  test('name, avatar, the VIP and top-VIP icons, job and company folded; 更多 unfolds, 收起 folds', () => {
    const { container } = render(
      <VipUserHeader
        user={{
          vipKey: 'groupSupremeBossAIVip',
          userName: '李四',
          job: '董事长',
          company: '天九共享控股集团有限公司',
          avatar: 'avatar/user-7.png',
          vipIcon: 'icon/vip-groupSupremeBossAIVip.png',
          topVipIcon: 'icon/top-vip.png',
        }}
      />,
    );
    expect(screen.getByText('李四')).toBeTruthy();
    expect(screen.getByRole('img', { name: '会员标识' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '顶级会员标识' })).toBeTruthy();
    expect(container.querySelector('.bc-vip-user__avatar')).toBeTruthy();
    const details = screen.getByText('董事长 · 天九共享控股集团有限公司');
    expect(details.className).toContain('--folded');
    fireEvent.click(screen.getByRole('button', { name: '更多' }));
    expect(details.className).not.toContain('--folded');
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(details.className).toContain('--folded');
  });

  test('a registered user: no icon, no toggle without job or company, the default name', () => {
    render(<VipUserHeader user={{ vipKey: 'registerUser', userName: '' }} />);
    expect(screen.getByText('天九老板云用户')).toBeTruthy();
    expect(screen.queryByRole('img', { name: '会员标识' })).toBeNull();
    expect(screen.queryByRole('button', { name: '更多' })).toBeNull();
  });
});
