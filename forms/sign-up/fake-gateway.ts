import answerValidators from 'virtual:answer-validators';
import type { CheckedEndpoint } from '../../api/answer-types.ts';
import { checkAnswer } from '../../api/check-answer.ts';
import type { ApiCall } from '../../api/client.ts';
import type { CallOptions } from '../../api/types.ts';
import type { Envelope } from '../../lib/wire.ts';

/** One scripted answer of the fake gateway: an envelope, a network failure, an answer still to come, or the real behaviour. */
export type Scripted = Envelope | Error | Promise<Envelope> | 'store';

const district = (id: number, name: string) => ({ id, name });
const LOOKUPS: Record<string, unknown> = {
  areaTree: [
    {
      id: 440000,
      name: '广东省',
      children: [
        {
          id: 440300,
          name: '深圳市',
          children: [district(440305, '南山区'), district(440304, '福田区')],
        },
      ],
    },
    {
      id: 110000,
      name: '北京市',
      children: [{ id: 110100, name: '北京市', children: [district(110105, '朝阳区')] }],
    },
  ],
  industryList: [
    { id: 1, name: '消费', children: [district(11, '餐饮'), district(12, '零售')] },
    { id: 2, name: '科技', children: [district(21, '新能源'), district(22, '人工智能')] },
  ],
  commonDictQueryCommonDictList: { app_yidun_is_use: 'false' },
  dictKvJob: ['董事长', '总经理', '经理', '法人', '总裁', 'CEO', '其他'].map((value, index) => ({
    key: String(index + 1),
    value,
  })),
  commonSearchCompany: ['天九共享控股集团有限公司', '天九老板云科技有限公司'],
  authApproveQueryAuthApprove: { status: 0 },
  ossGetToken: {
    host: '/api/oss/upload',
    dir: 'uploads/20250601/',
    policy: 'p',
    signature: 's',
    accessKeyId: 'local',
    expire: 4_102_444_800,
  },
};

/**
 * A gateway stand-in for tests and stories: login answers a user, the stay-consult commit stores
 * one record per idempotency key (like the local gateway), and scripted answers take precedence.
 */
export function createFakeGateway(script: Partial<Record<string, Scripted[]>> = {}) {
  const calls: { name: string; options: CallOptions | undefined }[] = [];
  const records = new Map<string, unknown>();
  const answer = (name: string, options: CallOptions | undefined): Envelope => {
    const body = (options?.body ?? {}) as Record<string, unknown>;
    if (name === 'stayConsultIsCommitedStayConsult')
      return { code: 1, data: records.has(String(body.idempotencyKey)) };
    if (name.includes('StayConsult') || name.startsWith('authApproveArtificial')) {
      const key = String(body.idempotencyKey ?? records.size);
      if (!records.has(key)) records.set(key, body);
      return { code: 1, data: { id: [...records.keys()].indexOf(key) + 1 } };
    }
    if (name.startsWith('userLogin') && name !== 'userLoginSendCode') {
      return body.smsCode === '0000'
        ? { code: 4001, data: null, message: '验证码错误' }
        : { code: 1, data: { user: { id: 7, encryId: 'e7' } } };
    }
    return { code: 1, data: LOOKUPS[name] ?? true };
  };
  // Answers pass the client's own edge check, so tests and stories see what screens would.
  const call = async (name: CheckedEndpoint, options?: CallOptions): Promise<Envelope> => {
    calls.push({ name, options });
    const next = script[name]?.shift() ?? 'store';
    if (next instanceof Error) throw next;
    // Both the real answer and the record happen, as when a response is lost after the server stored it.
    const envelope = next === 'store' ? answer(name, options) : await next;
    return checkAnswer(name, envelope, answerValidators[name]);
  };
  const api = { call: call as ApiCall };
  return { api, calls, records };
}
