// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { ApiClient } from './client.ts';
import { ApiProvider, useApi } from './use-api.tsx';

function Probe() {
  const api = useApi();
  return <span>{typeof api.call}</span>;
}

test('useApi gives the client of the nearest ApiProvider', () => {
  const client: ApiClient = { call: vi.fn(), setSessionRecovery: vi.fn() };
  render(
    <ApiProvider client={client}>
      <Probe />
    </ApiProvider>,
  );
  expect(screen.getByText('function')).toBeTruthy();
});

test('useApi without a provider is a wiring mistake and says so', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Probe />)).toThrow('useApi() needs an <ApiProvider> above it');
});
