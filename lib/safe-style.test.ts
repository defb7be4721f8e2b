import { expect, test } from 'vitest';
import { safeStyle } from './safe-style.ts';

test.each([
  ['color: red', 'color: red;'],
  ['COLOR: #333; Font-Size: 16px', 'color: #333; font-size: 16px;'],
  ['text-align:center;line-height:1.8', 'text-align: center; line-height: 1.8;'],
  ['color: rgb(51, 51, 51)', 'color: rgb(51, 51, 51);'],
  ['background-color: rgba(255,0,0,.2)', 'background-color: rgba(255,0,0,.2);'],
  ['margin: 0 auto; padding: 8px 12px', 'margin: 0 auto; padding: 8px 12px;'],
  ['color: red !important', 'color: red;'],
  ['border: 1px solid #ebedf0', 'border: 1px solid #ebedf0;'],
])('plain text-look declarations are kept: %s', (style, kept) => {
  expect(safeStyle(style)).toBe(kept);
});

test.each([
  ['position: fixed; inset: 0', ''],
  ['z-index: 9999; color: red', 'color: red;'],
  ['transform: scale(10)', ''],
  ['width: expression(alert(1))', ''],
  ['background: url(javascript:alert(1))', ''],
  ['background-color: url(https://evil.invalid/x.png)', ''],
  ['color: var(--bc-color-primary)', ''],
  ['behavior: url(x.htc)', ''],
  ['-moz-binding: url(x.xml#xss)', ''],
  ['color: \\72 ed', ''],
  ['font-family: "evil"; color: red', ''],
  ['color: red /* */', ''],
  ['color: red; @import', 'color: red;'],
  ['content: "x"', ''],
  ['display: none', ''],
  ['color', ''],
  ['', ''],
])('anything that reaches outside its block is dropped: %s', (style, kept) => {
  expect(safeStyle(style)).toBe(kept);
});
