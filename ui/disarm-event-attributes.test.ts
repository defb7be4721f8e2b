import { describe, expect, test } from 'vitest';
import { disarmEventAttributes } from './disarm-event-attributes.ts';

describe('event handler attributes are renamed before the markup is parsed', () => {
  test.each([
    ['<img src=x onerror=alert(1)>', '<img src=x x-onerror=alert(1)>'],
    ['<img src="x"onerror="alert(1)">', '<img src="x"x-onerror="alert(1)">'],
    ['<img/onerror=alert(1)>', '<img/x-onerror=alert(1)>'],
    ['<p\nONCLICK = "x()">a</p>', '<p\nx-ONCLICK = "x()">a</p>'],
    ["<a title='>' onmouseover=1>b</a>", "<a title='>' x-onmouseover=1>b</a>"],
    ['<div a=1 b onload c=">">', '<div a=1 b x-onload c=">">'],
  ])('%s', (html, disarmed) => {
    expect(disarmEventAttributes(html)).toBe(disarmed);
  });

  test.each([
    ['text outside tags', 'switch on=off, 1 < 2 and onerror=3'],
    ['comments', '<!-- <img onerror=1> --><p>a</p>'],
    ['end tags', '</p onclick=1>'],
    ['attributes merely holding "on"', '<img alt="onerror=1" data-on="x" src=icon.png>'],
    ['an unclosed tag', '<img src="x'],
    ['Chinese text', '<p style="color:red">服务异常 on 重试</p>'],
  ])('leaves %s as they are', (_case, html) => {
    expect(disarmEventAttributes(html)).toBe(html);
  });
});
