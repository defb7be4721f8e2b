import { describe, expect, test } from 'vitest';
import { CONTENT_SECURITY_POLICY, policyFor } from './csp-plugin.ts';

describe('the pages Content Security Policy', () => {
  test('the preview may frame its own phone frame, from its own origin', () => {
    expect(policyFor('preview.html')).toContain("frame-src 'self' https:");
    expect(policyFor('preview.html').replace("frame-src 'self' https:", 'frame-src https:')).toBe(
      CONTENT_SECURITY_POLICY,
    );
  });

  test.each(['activity-page.html', 'unicorn-detail.html', 'preview-frame.html'])(
    '%s frames nothing of this site and runs no inline script',
    (page) => {
      expect(policyFor(page)).toBe(CONTENT_SECURITY_POLICY);
      expect(policyFor(page)).toContain('frame-src https:;');
      expect(policyFor(page)).toContain("script-src 'self';");
    },
  );
});
