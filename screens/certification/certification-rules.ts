/** R5.11 / R9.02: the certification form's limits. */
export const CERTIFICATION_LIMITS = { company: 25, name: 10, supply: 500 } as const;

/** R5.11: the job choices when `dict/kv/job` cannot be read. */
export const DEFAULT_JOBS = ['董事长', '总经理', '经理', '法人', '总裁', 'CEO', '其他'] as const;

/** The certification form (spec §3): authCompany, authName, authJob, authMaterial (image address), supplyDesc. */
export interface CertificationValues {
  authCompany: string;
  authName: string;
  authJob: string;
  authMaterial: string;
  supplyDesc: string;
}

export const EMPTY_CERTIFICATION: CertificationValues = {
  authCompany: '',
  authName: '',
  authJob: '',
  authMaterial: '',
  supplyDesc: '',
};

/** R5.11: the messages of the required fields, in form order. */
const REQUIRED: { key: keyof CertificationValues; message: string }[] = [
  { key: 'authCompany', message: '请输入公司名称' },
  { key: 'authName', message: '请输入姓名' },
  { key: 'authJob', message: '请选择职位' },
];

/** R5.11: every field's message (required fields left empty), keyed by field. */
export function certificationMessages(
  values: CertificationValues,
): Partial<Record<keyof CertificationValues, string>> {
  return Object.fromEntries(
    REQUIRED.filter(({ key }) => values[key].trim() === '').map(({ key, message }) => [
      key,
      message,
    ]),
  );
}

/** Trims the texts and cuts each to its limit (R9.02), as the commit sends them. */
export function certificationPayload(values: CertificationValues): CertificationValues {
  const cut = (text: string, max: number) => [...text.trim()].slice(0, max).join('');
  return {
    authCompany: cut(values.authCompany, CERTIFICATION_LIMITS.company),
    authName: cut(values.authName, CERTIFICATION_LIMITS.name),
    authJob: values.authJob.trim(),
    authMaterial: values.authMaterial,
    supplyDesc: cut(values.supplyDesc, CERTIFICATION_LIMITS.supply),
  };
}
