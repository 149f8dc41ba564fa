/**
 * A fixed-window count of requests per client address, in memory. Enough for one `gatsby serve`
 * process; a host with several instances needs a shared store or its own limit in front.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; returns the seconds to wait when the address is over its limit. */
  hit(address: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    if (this.limit <= 0) return { allowed: true }
    const now = this.now()
    if (this.windows.size > 10_000) this.sweep(now)
    const window = this.windows.get(address)
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(address, { start: now, count: 1 })
      return { allowed: true }
    }
    if (window.count >= this.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) }
    }
    window.count += 1
    return { allowed: true }
  }

  private sweep(now: number) {
    for (const [address, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(address)
  }
}
