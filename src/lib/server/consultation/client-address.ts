import { isIPv4, isIPv6 } from "node:net"

/** The 8 groups of an IPv6 address, however it is written (compressed, zero-padded, with a dotted IPv4 tail, in brackets, with a zone). */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.replace(/^\[|\]$/g, "").split("%")[0]
  if (!isIPv6(bare)) return undefined
  // The URL parser writes every spelling one way: lower case, compressed, the IPv4 tail in hex.
  const canonical = new URL(`http://[${bare}]/`).hostname.slice(1, -1)
  const [head, tail] = canonical.split("::")
  const left = head ? head.split(":") : []
  const right = tail ? tail.split(":") : []
  const groups = canonical.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left
  return groups.map((group) => parseInt(group, 16))
}

/**
 * The key one visitor's requests are counted under: an IPv4 address as it is; an IPv6 address by
 * its /64 network, since one subscriber is commonly given a whole /64 and can pick any address in
 * it; an IPv4 address written as IPv6 (::ffff:192.0.2.1, ::ffff:c000:201, 0:0:0:0:0:ffff:...) as
 * the IPv4 address.
 */
function visitorKey(address: string): string {
  if (isIPv4(address)) return address
  const groups = ipv6Groups(address)
  if (!groups) return address
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".")
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
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
