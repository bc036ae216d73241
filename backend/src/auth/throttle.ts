/**
 * Counts failures per key (an e-mail, an IP) in a sliding window, in memory. A key with `max` failures inside
 * the window is blocked until the oldest of them leaves the window. The clock is injectable for tests.
 */
export interface FailureThrottle {
  /** Milliseconds until `key` may try again; 0 when it is not blocked. */
  retryAfterMs(key: string): number;
  recordFailure(key: string): void;
  reset(key: string): void;
}

export function failureThrottle(options: { max: number; windowMs: number; now?: () => number }): FailureThrottle {
  const { max, windowMs, now = Date.now } = options;
  const failures = new Map<string, number[]>();
  let nextSweep = now() + windowMs;

  /** The failures of `key` still inside the window (older ones are dropped). */
  const recent = (key: string, at: number): number[] => {
    const times = (failures.get(key) ?? []).filter((t) => t > at - windowMs);
    if (times.length) failures.set(key, times);
    else failures.delete(key);
    return times;
  };

  /** Forgets keys whose failures have all expired, so memory stays bounded by recent traffic. */
  const sweep = (at: number) => {
    if (at < nextSweep) return;
    nextSweep = at + windowMs;
    for (const key of [...failures.keys()]) recent(key, at);
  };

  return {
    retryAfterMs(key) {
      const at = now();
      const times = recent(key, at);
      if (times.length < max) return 0;
      return times[times.length - max]! + windowMs - at;
    },
    recordFailure(key) {
      const at = now();
      sweep(at);
      const times = recent(key, at);
      times.push(at);
      // Only the newest `max` failures can ever matter.
      failures.set(key, times.slice(-max));
    },
    reset(key) {
      failures.delete(key);
    },
  };
}

export interface SigninThrottle {
  /** What to answer with 429, or undefined when the attempt may go on. */
  blocked(email: string, ip: string): { message: string; retryAfterSeconds: number } | undefined;
  failed(email: string, ip: string): void;
  succeeded(email: string): void;
}

/** Sign-in throttle: failures counted per e-mail and per client IP. */
export function signinThrottle(options: {
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  windowMs: number;
  now?: () => number;
}): SigninThrottle {
  const { windowMs, now } = options;
  const byEmail = failureThrottle({ max: options.maxFailuresPerEmail, windowMs, now });
  const byIp = failureThrottle({ max: options.maxFailuresPerIp, windowMs, now });
  const emailKey = (email: string) => email.trim().toLowerCase();
  return {
    blocked(email, ip) {
      const waitMs = Math.max(byEmail.retryAfterMs(emailKey(email)), byIp.retryAfterMs(ip));
      if (waitMs <= 0) return undefined;
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      return {
        message: `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        retryAfterSeconds: Math.ceil(waitMs / 1000),
      };
    },
    failed(email, ip) {
      byEmail.recordFailure(emailKey(email));
      byIp.recordFailure(ip);
    },
    // The IP count is kept: one good account must not wash out failures against others.
    succeeded(email) {
      byEmail.reset(emailKey(email));
    },
  };
}
