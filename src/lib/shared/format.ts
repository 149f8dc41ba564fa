/**
 * The clinic's contact details as the site writes them: its phone link and address, the same in
 * every language (times, dates and lists in each language's own: locale-formats.ts). No React here.
 */

/** "(212) 555-0147" -> "tel:+12125550147" */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "")}`
}

export interface PostalAddressParts {
  readonly streetAddress: string
  readonly addressLocality: string
  readonly addressRegion: string
  readonly postalCode: string
}

/** "150 East 52nd Street, Suite 555, New York, NY 10022" */
export function formatAddress(address: PostalAddressParts): string {
  return `${address.streetAddress}, ${address.addressLocality}, ${address.addressRegion} ${address.postalCode}`
}
