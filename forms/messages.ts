/** R8.03 / R8.04: shown when a call fails without a usable server message. */
export const SERVER_ERROR = '服务器异常';

/** R5.08 / R8.07: the agreement toast and how long it shows (R9.12: 3 s). */
export const AGREEMENT_REQUIRED = '请先同意《天九老板云用户协议》与《隐私政策》';
export const AGREEMENT_TOAST_MS = 3000;

/** R4.03: the submit button's two labels. */
export const SUBMIT_LABEL = '提交';
export const SUBMITTED_LABEL = '已提交';
