/** @jest-environment node */
import { parseStoreKey, seal, unseal } from "../../src/lib/server/consultation/sealed"

const key = Buffer.alloc(32, 1)

describe("a stored request's encryption (AES-256-GCM)", () => {
  it("opens with its key and reference only: another key, another reference or a changed byte fails", () => {
    const sealed = seal(key, "CR-ABCDEFGH", '{"message":"knee"}')
    expect(sealed).not.toContain("knee")
    expect(unseal(key, "CR-ABCDEFGH", sealed)).toBe('{"message":"knee"}')
    expect(() => unseal(Buffer.alloc(32, 2), "CR-ABCDEFGH", sealed)).toThrow()
    expect(() => unseal(key, "CR-ABCDEFGJ", sealed)).toThrow()
    const bytes = Buffer.from(sealed.slice(3), "base64")
    bytes[bytes.length - 1] ^= 1
    expect(() => unseal(key, "CR-ABCDEFGH", `v1.${bytes.toString("base64")}`)).toThrow()
  })

  it("takes a key of 32 bytes in base64 or hex, and nothing else", () => {
    expect(parseStoreKey(key.toString("base64"))).toEqual(key)
    expect(parseStoreKey(key.toString("hex"))).toEqual(key)
    expect(parseStoreKey(Buffer.alloc(16).toString("base64"))).toBeUndefined()
    expect(parseStoreKey("a passphrase someone typed")).toBeUndefined()
  })
})
