import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto"

const ALGORITHM = "aes-256-gcm"
const VERSION = "v1"
const IV_BYTES = 12
const TAG_BYTES = 16

/** The bytes of CONSULTATION_STORE_KEY: 32 bytes written as base64 (44 characters) or hex (64); undefined for anything else. */
export function parseStoreKey(text: string): Buffer | undefined {
  const value = text.trim()
  const bytes = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64")
  return bytes.length === 32 && (bytes.toString("base64") === value || bytes.toString("hex") === value.toLowerCase()) ? bytes : undefined
}

/**
 * Encrypts a stored request with AES-256-GCM. The reference is authenticated with it, so a record
 * copied under another reference does not open.
 */
export function seal(key: Buffer, reference: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(reference))
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()])
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")}`
}

/** Decrypts what `seal` made; throws when the key, the reference or any byte differs. */
export function unseal(key: Buffer, reference: string, sealed: string): string {
  const [version, data] = sealed.split(".")
  if (version !== VERSION || !data) throw new Error("not a sealed consultation record")
  const bytes = Buffer.from(data, "base64")
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES })
  decipher.setAAD(Buffer.from(reference))
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8")
}
