import { describe, expect, test } from 'vitest';
import { createLoginGate, createLoginPopupController } from './login-gate.ts';

describe('login gate', () => {
  test('R6.02 logged in: continues at once without the popup', async () => {
    const popup = createLoginPopupController();
    await expect(createLoginGate({ auth: { isLoggedIn: () => true }, popup })()).resolves.toBe(
      true,
    );
    expect(popup.store.getState().open).toBe(false);
  });

  test.each([
    ['continues after a login', true],
    ['stops when the popup is dismissed', false],
  ])(
    'R5.12 R6.02 not logged in (VIP activation, form submit, consult taps): the popup opens and the action %s',
    async (_case, loggedIn) => {
      const popup = createLoginPopupController();
      const ensureLogin = createLoginGate({ auth: { isLoggedIn: () => false }, popup });
      const first = ensureLogin();
      const second = ensureLogin();
      expect(popup.store.getState().open).toBe(true);
      popup.settle(loggedIn);
      await expect(Promise.all([first, second])).resolves.toEqual([loggedIn, loggedIn]);
      expect(popup.store.getState().open).toBe(false);
    },
  );
});
