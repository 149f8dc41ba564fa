import type { Readable } from "node:stream"

/** Reads a request body up to `maxBytes`; resolves null as soon as it is larger (the rest is discarded). */
export function readBody(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let done = false
    stream.on("data", (chunk: Buffer) => {
      if (done) return
      size += chunk.length
      if (size > maxBytes) {
        done = true
        stream.resume()
        resolve(null)
      } else chunks.push(chunk)
    })
    stream.on("end", () => {
      if (!done) resolve(Buffer.concat(chunks))
    })
    stream.on("error", (error) => {
      if (!done) reject(error)
    })
  })
}

/**
 * JSON or urlencoded text to an object. Returns undefined for a malformed body, and never puts
 * the body into an error message (the parsers' own messages quote it, and it holds health details).
 */
export function parseBody(type: string, text: string): Record<string, unknown> | undefined {
  if (type === "application/x-www-form-urlencoded") return Object.fromEntries(new URLSearchParams(text))
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
