/**
 * How failed logins slow down the next attempt (issue 18, finding 4). Nobody is locked out: after
 * a few free failures each further one doubles the wait before the next attempt, up to a cap, and
 * failures older than the window are forgotten. Failures are counted per account (from devices
 * that have not logged in to it before), per known device, and per client address.
 */
export interface ThrottlePolicy {
  /** Failures allowed before any wait. */
  free: number;
  /** The longest wait, in seconds. */
  capSeconds: number;
  /** A key whose last failure is older than this starts again from nothing. */
  windowSeconds: number;
}

export const LOGIN_THROTTLE = {
  /** Someone on a new device: at most half a minute between attempts, however many failures others caused. */
  account: { free: 3, capSeconds: 30, windowSeconds: 15 * 60 },
  /** The owner's own typos on a device that has logged in to the account before. */
  device: { free: 3, capSeconds: 30, windowSeconds: 15 * 60 },
  /**
   * One client address guessing at many accounts ends up with one attempt every 15 minutes. Many
   * free failures, because one address can be a whole office or a mobile carrier's shared NAT.
   */
  address: { free: 50, capSeconds: 15 * 60, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottlePolicy>;

/** Seconds to wait after the `failures`-th failure before the next attempt: 0, …, 0, 1, 2, 4 … cap. */
export function throttleDelaySeconds(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.free) return 0;
  return Math.min(policy.capSeconds, 2 ** Math.min(failures - policy.free - 1, 30));
}
