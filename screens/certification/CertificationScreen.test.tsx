// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createFakeCaptcha } from '../../forms/captcha/fake-captcha.ts';
import { createFormServices } from '../../forms/form-services.tsx';
import { FormServicesProvider } from '../../forms/FormServicesProvider.tsx';
import { USER_STORAGE_KEY } from '../../forms/login/session-user.ts';
import { LoginHost } from '../../forms/login/LoginHost.tsx';
import { createFakeGateway, type Scripted } from '../../forms/sign-up/fake-gateway.ts';
import { UploadAborted, type UploadTransport } from '../../forms/upload/xhr-transport.ts';
import { memoryStorage } from '../../platform/storage.ts';
import { CertificationScreen } from './CertificationScreen.tsx';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function setup(
  script: Partial<Record<string, Scripted[]>> = {},
  transport?: UploadTransport,
  loggedIn = true,
) {
  const gateway = createFakeGateway(script);
  const toasts: string[] = [];
  const storage = { local: memoryStorage(), session: memoryStorage() };
  if (loggedIn) storage.local.set(USER_STORAGE_KEY, JSON.stringify({ id: '7' }));
  const uploadErrors: unknown[] = [];
  const services = createFormServices({
    api: gateway.api,
    storage,
    captcha: createFakeCaptcha().adapter,
    notify: (message) => toasts.push(message),
    transport: transport ?? {
      post: () =>
        Promise.resolve({
          status: 200,
          body: JSON.stringify({ code: 1, data: { url: 'uploads/card.png' } }),
        }),
    },
  });
  render(
    <FormServicesProvider services={services}>
      <CertificationScreen onUploadError={(error) => uploadErrors.push(error)} />
      <LoginHost />
    </FormServicesProvider>,
  );
  return { gateway, toasts, uploadErrors };
}

const form = () => screen.findByRole('button', { name: '提交' });
const chooseImage = (file: File) =>
  fireEvent.change(screen.getByLabelText('名片或资产截图'), { target: { files: [file] } });

afterEach(() => {
  vi.useRealTimers();
});

describe('certification screen', () => {
  test('R5.11 an empty submit shows 请输入公司名称, 请输入姓名, 请选择职位 and sends nothing', async () => {
    const { toasts, gateway } = setup();
    fireEvent.click(await form());
    for (const message of ['请输入公司名称', '请输入姓名', '请选择职位'])
      expect(screen.getByText(message, { selector: '.bc-cert__error' })).toBeTruthy();
    expect(toasts).toEqual(['请输入公司名称']);
    expect(gateway.calls.map((call) => call.name)).not.toContain('authApproveArtificial');
  });

  test('R5.11 the job choices come from dict/kv/job; input limits name 10, supplement 500', async () => {
    setup();
    await form();
    const jobs = await screen.findAllByRole('radio');
    expect(jobs.map((job) => (job as HTMLInputElement).value)).toEqual([
      '董事长',
      '总经理',
      '经理',
      '法人',
      '总裁',
      'CEO',
      '其他',
    ]);
    expect(screen.getByLabelText('姓名').getAttribute('maxlength')).toBe('10');
    expect(screen.getByLabelText('补充说明').getAttribute('maxlength')).toBe('500');
  });

  test('R5.01 the company overlay: placeholder, max 25, searches only past 3 characters, confirm takes the name', async () => {
    const { gateway } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '公司名称' }));
    const overlay = screen.getByRole('dialog', { name: '搜索公司名称' });
    const input = within(overlay).getByPlaceholderText('请输入公司名称');
    expect(input.getAttribute('maxlength')).toBe('25');
    fireEvent.change(input, { target: { value: '天九共' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(gateway.calls.filter((call) => call.name === 'commonSearchCompany')).toEqual([]);
    fireEvent.change(input, { target: { value: '天九共享' } });
    fireEvent.click(
      await within(overlay).findByRole('button', { name: '天九共享控股集团有限公司' }),
    );
    expect(
      gateway.calls
        .filter((call) => call.name === 'commonSearchCompany')
        .map((call) => call.options?.body),
    ).toEqual([{ companyName: '天九共享' }]);
    expect(screen.getByRole('button', { name: '公司名称' }).textContent).toBe(
      '天九共享控股集团有限公司',
    );
  });

  test('R5.11 R5.13 a complete form uploads the image and commits the certification', async () => {
    const { gateway } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '公司名称' }));
    fireEvent.change(screen.getByPlaceholderText('请输入公司名称'), {
      target: { value: '天九老板云' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张三' } });
    fireEvent.click(await screen.findByRole('radio', { name: '总经理' }));
    chooseImage(new File([PNG], 'card.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: '名片或资产截图' })).toBeTruthy();
    fireEvent.click(await form());
    expect(await screen.findByText('认证资料已提交，服务秘书审核中，请耐心等待。')).toBeTruthy();
    expect(
      gateway.calls.find((call) => call.name === 'authApproveArtificial')?.options?.body,
    ).toEqual({
      authCompany: '天九老板云',
      authName: '张三',
      authJob: '总经理',
      authMaterial: 'uploads/card.png',
      supplyDesc: '',
    });
  });

  test('R8.15 a failed upload emits an error event and keeps the form', async () => {
    const { uploadErrors } = setup({}, { post: () => Promise.resolve({ status: 500, body: '' }) });
    await form();
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张三' } });
    chooseImage(new File([PNG], 'card.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: '上传失败，点击重试' })).toBeTruthy();
    expect(uploadErrors).toEqual([
      expect.objectContaining({ name: 'UploadError', reason: 'storage' }),
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('姓名').value).toBe('张三');
  });

  test('R5.13 a file that is not an image is refused by its content', async () => {
    const { uploadErrors, toasts } = setup();
    await form();
    chooseImage(new File(['%PDF-1.7'], 'card.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(uploadErrors).toEqual([expect.objectContaining({ reason: 'notImage' })]),
    );
    expect(toasts).toEqual(['请选择图片文件']);
    expect(screen.queryByRole('img', { name: '名片或资产截图' })).toBeNull();
  });

  test('an upload shows its progress and can be cancelled', async () => {
    const transport: UploadTransport = {
      post: (_url, _form, { onProgress, signal }) =>
        new Promise((_resolve, reject) => {
          onProgress?.(0.45);
          signal?.addEventListener('abort', () => reject(new UploadAborted()));
        }),
    };
    setup({}, transport);
    await form();
    chooseImage(new File([PNG], 'card.png', { type: 'image/png' }));
    expect(await screen.findByText('上传中 45%')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '取消上传' })));
    await waitFor(() => expect(screen.queryByText(/上传中/)).toBeNull());
    expect(screen.queryByText('上传失败，点击重试')).toBeNull();
    expect(screen.getByText('名片或资产截图')).toBeTruthy();
  });

  test.each([
    [1, '认证资料已提交，服务秘书审核中，请耐心等待。'],
    [2, '您已完成身份认证。'],
  ])('status %i from authApprove/queryAuthApprove', async (status, text) => {
    setup({ authApproveQueryAuthApprove: [{ code: 1, data: { status } }] });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  test('R8.01 a refused commit shows the server message; R6.02 a visitor logs in first', async () => {
    const { toasts } = setup(
      { authApproveArtificial: [{ code: 400, data: null, message: '公司名称最多 25 个字' }] },
      undefined,
      false,
    );
    fireEvent.click(await screen.findByRole('button', { name: '公司名称' }));
    fireEvent.change(screen.getByPlaceholderText('请输入公司名称'), { target: { value: '天九' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张三' } });
    fireEvent.click(await screen.findByRole('radio', { name: 'CEO' }));
    fireEvent.click(await form());
    const popup = await screen.findByRole('dialog', { name: '手机号登录' });
    fireEvent.change(within(popup).getByLabelText('手机号'), { target: { value: '13912345678' } });
    fireEvent.change(within(popup).getByLabelText('验证码'), { target: { value: '1234' } });
    fireEvent.click(within(popup).getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(within(popup).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(toasts).toEqual(['公司名称最多 25 个字']));
  });
});
