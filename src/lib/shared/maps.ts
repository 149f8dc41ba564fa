/** Addresses of the map links: no request reaches Google until the visitor asks for the map. */

/** The "Open in Maps" link (Google Maps URLs API: works on phones and desktops). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}

/** The embedded map's iframe src (frame-src https://www.google.com in the CSP). */
export function mapsEmbedUrl(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`
}
