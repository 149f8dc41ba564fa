import { isIPv4, isIPv6 } from "node:net"

/**
 * The key one visitor's requests are counted under: an IPv4 address as it is; an IPv6 address by
 * its /64 network, since one subscriber is commonly given a whole /64 and can pick any address in
 * it; an IPv4 address written as IPv6 (::ffff:192.0.2.1) as the IPv4 address.
 */
function visitorKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped && isIPv4(mapped[1])) return mapped[1]
  const bare = address.replace(/^\[|\]$/g, "").split("%")[0]
  if (!isIPv6(bare)) return address
  const [head, tail = ""] = bare.split("::")
  const left = head ? head.split(":") : []
  const right = bare.includes("::") ? (tail ? tail.split(":") : []) : []
  const groups = [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`
}

/**
 * The address the rate limit counts a request against. Never a header a visitor can set:
 * - on Netlify the function has no socket; the host puts the visitor's address in
 *   `x-nf-client-connection-ip` and overwrites any value the visitor sent;
 * - under `gatsby serve` (or any Node server) it is the socket's peer address; only when
 *   CONSULTATION_TRUST_PROXY says a proxy of the clinic's own sits in front is the last entry of
 *   `x-forwarded-for` (the one that proxy appended) used instead.
 * Undefined when nothing trustworthy is known: such a request is not throttled together with others.
 * The address is returned as its visitor key (visitorKey).
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
    if (!trustProxy) return visitorKey(socketAddress)
    const forwarded = first("x-forwarded-for")?.split(",").at(-1)?.trim()
    return visitorKey(forwarded || socketAddress)
  }
  const hosted = first("x-nf-client-connection-ip")
  return hosted === undefined ? undefined : visitorKey(hosted)
}
