/**
 * The address the rate limit counts a request against. Never a header a visitor can set:
 * - on Netlify the function has no socket; the host puts the visitor's address in
 *   `x-nf-client-connection-ip` and overwrites any value the visitor sent;
 * - under `gatsby serve` (or any Node server) it is the socket's peer address; only when
 *   CONSULTATION_TRUST_PROXY says a proxy of the clinic's own sits in front is the last entry of
 *   `x-forwarded-for` (the one that proxy appended) used instead.
 * Undefined when nothing trustworthy is known: such a request is not throttled together with others.
 */
export function clientAddress(
  headers: Record<string, string | string[] | undefined>,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string | undefined {
  const first = (name: string) => {
    const value = headers[name]
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined
  }
  if (socketAddress) {
    if (!trustProxy) return socketAddress
    const forwarded = first("x-forwarded-for")?.split(",").at(-1)?.trim()
    return forwarded || socketAddress
  }
  return first("x-nf-client-connection-ip")
}
