import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); unmount after each.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
