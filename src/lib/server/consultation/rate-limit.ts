/**
 * A fixed-window count of requests per client address, in memory: one counter per visitor. Each
 * instance of the function counts on its own (see docs/endpoint.md). Windows are kept in the order they
 * started, so expired ones are dropped from the front as they are met, and the map never holds
 * more than `maxAddresses` entries: memory and time per request stay bounded however many
 * addresses arrive.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxAddresses = 50_000,
  ) {}

  get size(): number {
    return this.windows.size
  }

  /** Counts one request; returns the seconds to wait when the address is over its limit. */
  hit(address: string | undefined): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    if (this.limit <= 0 || address === undefined) return { allowed: true }
    const now = this.now()
    this.dropExpired(now)
    const window = this.windows.get(address)
    if (!window || now - window.start >= this.windowMs) {
      // Re-inserted, so the map stays ordered by window start.
      this.windows.delete(address)
      if (this.windows.size >= this.maxAddresses) this.windows.delete(this.windows.keys().next().value!)
      this.windows.set(address, { start: now, count: 1 })
      return { allowed: true }
    }
    if (window.count >= this.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) }
    }
    window.count += 1
    return { allowed: true }
  }

  private dropExpired(now: number) {
    for (const [address, window] of this.windows) {
      if (now - window.start < this.windowMs) return
      this.windows.delete(address)
    }
  }
}
