import type { Intent } from '../../actions/intent.ts';
import { JUMP_LINK_TYPE } from '../../lib/jump-link-type.ts';
import type { FormJsonMap } from '../../schemas/index.ts';

/** R4.03: the success dialog shows when popup text or a button image is configured. */
export function showsSuccessDialog(jsonMap: FormJsonMap | undefined): boolean {
  return Boolean(jsonMap?.popup_text?.trim() || jsonMap?.vote_success_popup_button);
}

/** Where the page goes after a sign-up: the activity page pageId (JUMP_LINK_TYPE.activityPage), else button_jump_link. */
export function successJump(jsonMap: FormJsonMap | undefined): Intent | undefined {
  if (jsonMap?.jumpLinkType === JUMP_LINK_TYPE.activityPage)
    return jsonMap.pageId ? { kind: 'openActivityPage', pageId: jsonMap.pageId } : undefined;
  const url = jsonMap?.button_jump_link?.trim();
  return url ? { kind: 'openLink', url } : undefined;
}
