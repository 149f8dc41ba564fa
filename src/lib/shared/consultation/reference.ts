/**
 * The reference of one filled-in form: "CR-7KX4Q2HM", short enough to quote on the phone, with no
 * ambiguous letters (0/O, 1/I). The form makes it when the visitor starts filling in and sends it
 * with every attempt, so a retry after a late acceptance is recognisably the same request. No
 * React and no Node here: the browser and the endpoint both use this file.
 */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
const LENGTH = 8

const REFERENCE_PATTERN = new RegExp(`^CR-[${ALPHABET}]{${LENGTH}}$`)

/** A reference spelled from the first bytes given (random, or a digest): 256 is a multiple of 32, so every letter is equally likely. */
export function referenceOfBytes(bytes: Uint8Array): string {
  let text = ""
  for (const byte of bytes.subarray(0, LENGTH)) text += ALPHABET[byte % ALPHABET.length]
  return `CR-${text}`
}

export function newReference(): string {
  return referenceOfBytes(globalThis.crypto.getRandomValues(new Uint8Array(LENGTH)))
}

export function isReference(value: unknown): value is string {
  return typeof value === "string" && REFERENCE_PATTERN.test(value)
}
