import { CONSULT_SOURCE, CONSULT_TYPE } from '../../forms/consult-payload.ts';

/** The intention-to-cooperate form's limits (the name and company as on the certification form, R9.02). */
export const INTENTION_LIMITS = { name: 10, companyName: 25, demand: 200 } as const;

/** What the visitor writes in the intention-to-cooperate popup. */
export interface IntentionValues {
  name: string;
  companyName: string;
  /** Optional: what the cooperation should cover. */
  demand: string;
}

/** Where the intention is for. */
export interface IntentionTarget {
  businessKey: string;
  vipKey: string;
  vipName: string;
}

/** The first required field left empty, as the message to show; undefined when the form can go. */
export function intentionMessage(values: IntentionValues): string | undefined {
  if (values.name.trim() === '') return '请输入姓名';
  if (values.companyName.trim() === '') return '请输入公司名称';
  return undefined;
}

/**
 * The stay-consult commit of an intention (spec §7 commit payload): source 1, type 2 (R9.04), the
 * named fields trimmed and cut to their limits, the level in `extendField`, and the key.
 */
export function intentionPayload(
  values: IntentionValues,
  target: IntentionTarget,
  idempotencyKey: string,
) {
  const cut = (text: string, max: number) => [...text.trim()].slice(0, max).join('');
  const demand = cut(values.demand, INTENTION_LIMITS.demand);
  return {
    name: cut(values.name, INTENTION_LIMITS.name),
    companyName: cut(values.companyName, INTENTION_LIMITS.companyName),
    source: CONSULT_SOURCE,
    type: CONSULT_TYPE,
    extendField: {
      businessKey: target.businessKey,
      vipKey: target.vipKey,
      vipName: target.vipName,
      ...(demand ? { demand } : {}),
    },
    otherJsonValue: JSON.stringify(
      demand ? [{ fieldName: 'demand', realName: '合作需求', value: demand }] : [],
    ),
    idempotencyKey,
  };
}
