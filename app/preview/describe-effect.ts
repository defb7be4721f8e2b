import type { Effect } from '../../actions/effects.ts';

/** One step of a tap as staff read it: what happens, where to, and with which fields. */
export interface EffectLine {
  title: string;
  /** The address, path, event or reason. */
  target?: string;
  /** What it means, in words. */
  note?: string;
  fields: Array<[name: string, value: string]>;
}

function fieldsOf(record: object): Array<[string, string]> {
  return Object.entries(record).flatMap(([name, value]) =>
    value === undefined
      ? []
      : [[name, typeof value === 'string' ? value : JSON.stringify(value)] as [string, string]],
  );
}

/**
 * An effect of `resolve()` in the preview's trace, in Chinese, with where it leads and its fields.
 * (It names no platform constant: the tool's page must not load the platform's adapters.)
 */
export function describeEffect(effect: Effect): EffectLine {
  switch (effect.type) {
    case 'login':
      return {
        title: '先登录',
        note: '未登录：弹出手机号登录框，登录后才继续；不登录则到此为止',
        fields: [],
      };
    case 'commitStayConsult': {
      const { extendField, ...payload } = effect.payload;
      return {
        title: '记录留资',
        target: 'newStayConsult/newCommitActivityStayConsult',
        fields: [...fieldsOf(payload), ['extendField', extendField]],
      };
    }
    case 'open':
      return { title: '打开页面', target: effect.url, fields: [] };
    case 'nativeJump':
      return {
        title: 'App 原生跳转',
        target: effect.module || '（空模块名：App 会拒绝）',
        fields: fieldsOf(effect.params),
      };
    case 'nativeBack':
      return { title: 'App 返回上一页', fields: [] };
    case 'historyBack':
      return { title: '浏览器返回上一页', fields: [] };
    case 'miniProgramNavigate':
      return { title: '小程序内跳转', target: effect.url, fields: [] };
    case 'miniProgramBack':
      return { title: '小程序返回上一页', fields: [] };
    case 'appOpenMiniProgram': {
      const { type: _type, path, ...rest } = effect;
      return {
        title: 'App 打开小程序',
        target: path,
        fields: fieldsOf(rest),
      };
    }
    case 'openMiniProgramLink': {
      const { path, query, ...rest } = effect.link;
      return {
        title: '打开小程序（经 userWxmp/openLink 取得链接后跳转，失败时打开 fallbackUrl）',
        target: query ? `${path}?${query}` : path,
        fields: fieldsOf(rest),
      };
    }
    case 'openProduct':
      return {
        title: '打开商品（经 roomLiveProduct/getUrlScheme 取得链接后跳转）',
        target: effect.link.productId,
        fields: fieldsOf(effect.link),
      };
    case 'launchApp':
      return {
        title: '唤起 App（打不开时转到下载地址）',
        target: effect.url,
        fields: [['fallbackUrl', effect.fallbackUrl]],
      };
    case 'track':
      return { title: '埋点', target: effect.event, fields: fieldsOf(effect.properties) };
    case 'appShare':
      return {
        title: 'App 分享',
        fields: fieldsOf(effect.payload),
      };
    case 'wechatShare':
      return { title: '设置微信分享内容', fields: fieldsOf(effect.payload) };
    case 'wechatOpenLocation':
      return { title: '打开微信地图（缩放 15）', fields: fieldsOf(effect.location) };
    case 'miniProgramShare':
      return { title: '把分享内容发给小程序（postMessage）', fields: fieldsOf(effect.payload) };
    case 'toast':
      return { title: '提示', target: effect.message, fields: [] };
    case 'refused':
      return { title: '拒绝打开链接', target: effect.reason, fields: [] };
    case 'ignored':
      return { title: '什么也不做', target: effect.reason, fields: [] };
    default:
      return effect satisfies never;
  }
}
