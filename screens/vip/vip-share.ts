import type { ActionContext } from '../../actions/context.ts';
import type { VipShareInfo } from '../../schemas/vip.ts';
import type { ScreenShare } from '../shared/screen.ts';

/** Where the page runs (the actions' host). */
type Host = ActionContext['host'];

/** R9.11: the VIP share option's clientType: 2 for the app and H5, 3 for the mini-program. */
export const VIP_SHARE_CLIENT_TYPE = { appAndH5: 2, miniProgram: 3 } as const;

/** A VIP share clientType. */
export type VipShareClientType = (typeof VIP_SHARE_CLIENT_TYPE)[keyof typeof VIP_SHARE_CLIENT_TYPE];

/** The business's share option for each clientType (null where none is configured). */
export type VipShareOptions = Readonly<Record<VipShareClientType, VipShareInfo>>;

/** R9.11: the clientType whose share option a host shares: 3 in the mini-program, else 2 (the app, WeChat, a browser). */
export function shareClientType(host: Host): VipShareClientType {
  switch (host) {
    case 'miniProgram':
      return VIP_SHARE_CLIENT_TYPE.miniProgram;
    case 'app':
    case 'wechatBrowser':
    case 'browser':
      return VIP_SHARE_CLIENT_TYPE.appAndH5;
    default:
      return host satisfies never;
  }
}

/**
 * R9.11 the VIP page's share card in a host (spec §3 share option and payload): the option of the
 * host's clientType (a mini-program with none shares the app and H5 one), its title (else
 * `fallbackTitle`), description and icon; `platformType` says which clientType's option it is, and
 * in the mini-program the icon is also the card's `mpImage`.
 */
export function vipShareCard(
  options: VipShareOptions,
  host: Host,
  fallbackTitle: string,
): ScreenShare {
  const wanted = shareClientType(host);
  const own = options[wanted];
  const clientType = own ? wanted : VIP_SHARE_CLIENT_TYPE.appAndH5;
  const option = own ?? options[VIP_SHARE_CLIENT_TYPE.appAndH5];
  const desc = option?.shareDesc?.trim();
  const icon = option?.shareIcon;
  return {
    title: option?.shareTitle?.trim() || fallbackTitle,
    ...(desc ? { desc } : {}),
    ...(icon ? { image: icon } : {}),
    ...(icon && clientType === VIP_SHARE_CLIENT_TYPE.miniProgram ? { mpImage: icon } : {}),
    platformType: clientType,
  };
}
