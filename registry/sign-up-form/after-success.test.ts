import { describe, expect, test } from 'vitest';
import type { FormJsonMap } from '../../schemas/index.ts';
import { showsSuccessDialog, successJump } from './after-success.ts';

describe('after a sign-up', () => {
  test.each<[string, FormJsonMap | undefined, boolean]>([
    ['popup text', { popup_text: '报名成功' }, true],
    ['button image', { vote_success_popup_button: 'a.png' }, true],
    ['blank popup text', { popup_text: '  ' }, false],
    ['neither', { jumpLinkType: 1, pageId: '1' }, false],
    ['no jsonMap', undefined, false],
  ])('R4.03 success dialog with %s: %s', (_case, jsonMap, shown) => {
    expect(showsSuccessDialog(jsonMap)).toBe(shown);
  });

  test.each<[string, FormJsonMap | undefined, unknown]>([
    [
      'jumpLinkType 1 opens the activity page pageId',
      { jumpLinkType: 1, pageId: '1001', button_jump_link: 'https://x' },
      { kind: 'openActivityPage', pageId: '1001' },
    ],
    ['jumpLinkType 1 without pageId goes nowhere', { jumpLinkType: 1 }, undefined],
    [
      'other types open button_jump_link',
      { jumpLinkType: 2, button_jump_link: ' https://a.example/x ' },
      { kind: 'openLink', url: 'https://a.example/x' },
    ],
    ['no link goes nowhere', { jumpLinkType: 2 }, undefined],
  ])('R4.03 R4.04 %s', (_case, jsonMap, intent) => {
    expect(successJump(jsonMap)).toEqual(intent);
  });
});
