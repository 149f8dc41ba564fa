import type { Store } from "@netlify/blobs"
import type { StoredRequest } from "./delivery"
import { seal, unseal } from "./sealed"

/** What the endpoint uses of a Netlify Blobs store (a real one, netlify-cli's local one, or BlobsServer in the tests). */
export type BlobStore = Pick<Store, "set" | "getWithMetadata" | "getMetadata" | "delete" | "list">

/** The name of the site-wide store that keeps the requests until they are delivered. */
export const STORE_NAME = "consultation-requests"

/** A record's state, kept as the blob's metadata: no word the patient typed. */
export interface RecordState {
  /** "delivered": a tombstone without content, so that the reference is never used or mailed again. */
  state: "waiting" | "delivered"
  receivedAt: string
  attempts: number
  lastAttemptAt?: string
  /** An attempt to mail it began and its outcome is unknown (the function stopped, or the send timed out). */
  sending?: boolean
  lastError?: string
  deliveredAt?: string
  alertedAt?: string
}

/** A waiting request as read from the store, with the version (ETag) every change is made against. */
export interface Held {
  stored: StoredRequest
  meta: RecordState
  etag: string
  sealed: string
}

function isRecordState(value: unknown): value is RecordState {
  const meta = value as Partial<RecordState> | undefined
  return Boolean(meta && (meta.state === "waiting" || meta.state === "delivered") && typeof meta.receivedAt === "string")
}

/** How many times a read is made before its record's version is given up as unknown. */
const VERSION_TRIES = 5

class VersionUnknownError extends Error {
  constructor(reference: string) {
    super(`The version of ${reference} could not be read`)
    this.name = "VersionUnknownError"
  }
}

/**
 * The requests not yet delivered, each one blob named by its reference, encrypted (sealed.ts).
 * Every write is conditional: a reference is written once (onlyIfNew), and each later change is
 * made only against the version last read (onlyIfMatch), so two instances of the function never
 * both take the same attempt, whatever the store's read consistency.
 */
export class RequestStore {
  constructor(
    private readonly blobs: BlobStore,
    private readonly key: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  /** Keeps a new request; undefined when its reference is already taken (waiting or delivered). */
  async add(stored: StoredRequest): Promise<Held | undefined> {
    const meta: RecordState = { state: "waiting", receivedAt: stored.receivedAt, attempts: 0 }
    const sealed = seal(this.key, stored.reference, JSON.stringify(stored))
    const result = await this.blobs.set(stored.reference, sealed, { metadata: { ...meta }, onlyIfNew: true })
    return result.modified && result.etag ? { stored, meta, etag: result.etag, sealed } : undefined
  }

  /**
   * The waiting request of a reference, or undefined (none, or delivered). Throws when its version
   * cannot be known, so that a request still waiting is never taken for one that is not.
   */
  async read(reference: string): Promise<Held | undefined> {
    for (let tries = 1; ; tries++) {
      // netlify-cli's local server (BlobsServer) gives no ETag with a read, only with a listing: there
      // the version is taken from listings before and after the read, and must not have changed. Its
      // listing stops short, without an error, when a file it lists is renamed meanwhile (every write
      // of another record renames one), and then lacks this record: the read is made again.
      const before = await this.listedEtag(reference)
      const entry = await this.blobs.getWithMetadata(reference)
      if (!entry || !isRecordState(entry.metadata) || entry.metadata.state !== "waiting") return undefined
      const etag = entry.etag ?? (before === (await this.listedEtag(reference)) ? before : undefined)
      if (etag) {
        const stored = JSON.parse(unseal(this.key, reference, entry.data)) as StoredRequest
        return { stored, meta: entry.metadata, etag, sealed: entry.data }
      }
      if (tries === VERSION_TRIES) throw new VersionUnknownError(reference)
    }
  }

  private async listedEtag(reference: string): Promise<string | undefined> {
    const { blobs } = await this.blobs.list({ prefix: reference })
    return blobs.find((blob) => blob.key === reference)?.etag
  }

  /** Every record's reference and state, delivered ones included. */
  async list(): Promise<Array<{ reference: string; meta: RecordState }>> {
    const { blobs } = await this.blobs.list()
    const records = await Promise.all(
      blobs.map(async ({ key }) => {
        const meta: unknown = (await this.blobs.getMetadata(key))?.metadata
        return isRecordState(meta) ? [{ reference: key, meta }] : []
      }),
    )
    return records.flat()
  }

  /**
   * The idempotency marker, written before each attempt to mail: the attempt is counted and marked
   * as under way. Undefined when another instance changed the record first (it sends, not this one).
   */
  claim(held: Held): Promise<Held | undefined> {
    const at = new Date(this.now()).toISOString()
    return this.change(held, { ...held.meta, attempts: held.meta.attempts + 1, lastAttemptAt: at, sending: true })
  }

  /** Takes back a marker written by `claim` before any mail was sent: the record as it was read. */
  release(claimed: Held, before: RecordState): Promise<Held | undefined> {
    return this.change(claimed, before)
  }

  /** After a failed attempt: why, and whether the mail server may have accepted it all the same. */
  failed(held: Held, error: string, outcomeUnknown: boolean): Promise<Held | undefined> {
    return this.change(held, { ...held.meta, sending: outcomeUnknown, lastError: error })
  }

  /** The staff were told this request is waiting too long. */
  alerted(held: Held): Promise<Held | undefined> {
    return this.change(held, { ...held.meta, alertedAt: new Date(this.now()).toISOString() })
  }

  /** Delivered: the content is erased and a tombstone keeps the reference from being used or mailed again. */
  async delivered(held: Held): Promise<boolean> {
    const { receivedAt, attempts } = held.meta
    const tombstone: RecordState = { state: "delivered", receivedAt, attempts, deliveredAt: new Date(this.now()).toISOString() }
    const result = await this.blobs.set(held.stored.reference, "", { metadata: { ...tombstone }, onlyIfMatch: held.etag })
    return result.modified
  }

  /** Deletes a record for good (a tombstone or a request past the retention limit). */
  remove(reference: string): Promise<void> {
    return this.blobs.delete(reference)
  }

  private async change(held: Held, meta: RecordState): Promise<Held | undefined> {
    const result = await this.blobs.set(held.stored.reference, held.sealed, { metadata: { ...meta }, onlyIfMatch: held.etag })
    return result.modified && result.etag ? { ...held, meta, etag: result.etag } : undefined
  }
}
