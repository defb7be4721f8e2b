/**
 * Re-acquires the session after a 20210 answer (spec R4.12): the app asks the native side for an
 * encrypted user id, or fetches it by call, and logs in again. Resolves true when a new identity is
 * in place (headers and token storage updated), false when none could be had.
 */
export type RecoverSession = () => Promise<boolean>;

/** Shares one recovery among every call that fails at the same time. */
export interface SessionRecovery {
  /** Counts successful recoveries; a call notes it when sent. */
  readonly generation: number;
  /**
   * For a call sent at generation `sentAt` that got 20210: true when the identity has been renewed
   * since (already, or by the recovery in flight, or by a new one started now).
   */
  renewedSince(sentAt: number): Promise<boolean>;
}

/**
 * One recovery in flight at a time; a failing or absent hook means no renewal. The hook is read when
 * a recovery starts, so one installed after the client was built is used.
 */
export function createSessionRecovery(
  hook: () => RecoverSession | undefined,
  onError: (error: unknown) => void,
): SessionRecovery {
  let generation = 0;
  let inFlight: Promise<boolean> | undefined;

  const run = async (recover: RecoverSession): Promise<boolean> => {
    try {
      const renewed = await recover();
      if (renewed) generation += 1;
      return renewed;
    } catch (error) {
      onError(error);
      return false;
    }
  };

  return {
    get generation() {
      return generation;
    },
    renewedSince(sentAt) {
      if (generation > sentAt) return Promise.resolve(true);
      if (inFlight !== undefined) return inFlight;
      const recover = hook();
      if (recover === undefined) return Promise.resolve(false);
      const current = run(recover);
      inFlight = current;
      void current.finally(() => {
        if (inFlight === current) inFlight = undefined;
      });
      return current;
    },
  };
}
