import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import allKinds from '../../fixtures/modules/sign-up-form/all-kinds.json' with { type: 'json' };
import page1002 from '../../fixtures/modules/sign-up-form/page-1002.json' with { type: 'json' };
import { validate } from '../../schemas/index.ts';
import type { PageModule } from '../module-props.ts';

vi.mock('@formily/core', () => {
  throw new Error('Formily must stay out of the static form');
});
vi.mock('@formily/react', () => {
  throw new Error('Formily must stay out of the static form');
});
import { SignUpForm } from './SignUpForm.tsx';

function module(recorded: {
  id: number;
  subModuleName: string;
  subModuleJson: unknown;
}): PageModule<'signUpForm'> {
  const checked = validate('signUpForm', recorded.subModuleJson);
  if (!checked.ok) throw new Error(checked.issue.message);
  return {
    kind: 'signUpForm',
    id: String(recorded.id),
    name: recorded.subModuleName,
    type: 8,
    data: checked.value,
  };
}

test('R5.09 renders on the server without touching window: the configured fields in weight order', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(<SignUpForm module={module(page1002)} />);
  expect(html).toContain('data-module-type="8"');
  const labels = ['姓名', '手机号', '验证码', '公司名称', '所在地区', '投资预算', '感兴趣的行业'];
  const positions = labels.map((label) => html.indexOf(`${label}</`));
  expect(positions.every((position) => position > 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(html).not.toContain('邮箱');
  expect(html).toContain('50-100万');
  expect(html).toContain('获取验证码');
  expect(html).toContain('《天九老板云用户协议》');
  expect(html).toContain('>提交</button>');
});

test('the static render imports no Formily: importing it would throw here', () => {
  expect(() => renderToString(<SignUpForm module={module(allKinds)} />)).not.toThrow();
});
