import { randomBytes } from "node:crypto"
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
  /** An attempt to mail it began and its outcome is unknown (under way, stopped, or the mail may have arrived). */
  sending?: boolean
  /** The attempt that holds the record while `sending`: a random name written with its marker, checked before the mail. */
  claim?: string
  lastError?: string
  deliveredAt?: string
  alertedAt?: string
}

/** A record as read from the store, with the version (ETag) every change is made against; its content still sealed. */
export interface StoredRecord {
  reference: string
  meta: RecordState
  etag: string
  sealed: string
}

/** A waiting request, opened: what the mail needs. */
export interface Held extends StoredRecord {
  stored: StoredRequest
}

function isRecordState(value: unknown): value is RecordState {
  const meta = value as Partial<RecordState> | undefined
  return Boolean(meta && (meta.state === "waiting" || meta.state === "delivered") && typeof meta.receivedAt === "string")
}

/** How many times a read is made before its record's version is given up as unknown. */
const VERSION_TRIES = 5
/** How many records' states a listing reads at once. */
const LISTING_CONCURRENCY = 16
/**
 * netlify-cli's local store checks a write's version and writes in two steps, so two claims made
 * from one version can both land, the later over the earlier: a claim made there is checked only
 * once any write that passed its check with it has landed, far longer than one takes there. The
 * host's store checks and writes in one step and needs no wait.
 */
const LOCAL_STORE_SETTLE_MS = 250

class VersionUnknownError extends Error {
  constructor(reference: string) {
    super(`The version of ${reference} could not be read`)
    this.name = "VersionUnknownError"
  }
}

/**
 * A write the store neither confirmed (with the new version) nor refused: an error or no answer in
 * time. It may have landed; it may not. Never taken for "the reference is taken".
 */
class StoreWriteUnconfirmedError extends Error {
  constructor(reference: string) {
    super(`The store did not confirm the write of ${reference}`)
    this.name = "StoreWriteUnconfirmedError"
  }
}

/** The store key cannot open a record: it was sealed under another key (CONSULTATION_STORE_KEY changed). */
export class StoreKeyError extends Error {
  constructor(reference: string) {
    super(`CONSULTATION_STORE_KEY cannot open ${reference}`)
    this.name = "StoreKeyError"
  }
}

const newClaim = () => randomBytes(9).toString("base64url")

/**
 * The requests not yet delivered, each one blob named by its reference, encrypted (sealed.ts).
 * Every write is conditional: a reference is written once (onlyIfNew), and each later change is
 * made only against the version last read (onlyIfMatch), so two instances of the function never
 * both take the same attempt, whatever the store's read consistency. A write the store does not
 * confirm throws StoreWriteUnconfirmedError: the caller cannot know whether it landed.
 */
export class RequestStore {
  /** Set once a read came without a version (netlify-cli's local store, whose versions come from listings). */
  private localStore = false

  constructor(
    private readonly blobs: BlobStore,
    private readonly key: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Keeps a new request, already marked as being mailed by the caller (the endpoint mails it at
   * once): were the function stopped, or were the write to land unconfirmed while the caller mails
   * it anyway, the retry mails it only after the attempt's lease, marked as a possible repeat.
   * Undefined when its reference is already taken (waiting or delivered).
   */
  async add(stored: StoredRequest): Promise<Held | undefined> {
    const at = new Date(this.now()).toISOString()
    const meta: RecordState = {
      state: "waiting",
      receivedAt: stored.receivedAt,
      attempts: 1,
      lastAttemptAt: at,
      sending: true,
      claim: newClaim(),
    }
    const sealed = seal(this.key, stored.reference, JSON.stringify(stored))
    const result = await this.blobs.set(stored.reference, sealed, { metadata: { ...meta }, onlyIfNew: true })
    if (!result.modified) return undefined
    if (!result.etag) throw new StoreWriteUnconfirmedError(stored.reference)
    return { reference: stored.reference, stored, meta, etag: result.etag, sealed }
  }

  /** The state of a reference's record, or undefined when there is none (metadata only: no key needed). */
  async state(reference: string): Promise<RecordState | undefined> {
    const meta: unknown = (await this.blobs.getMetadata(reference))?.metadata
    return isRecordState(meta) ? meta : undefined
  }

  /**
   * The waiting record of a reference, still sealed, or undefined (none, or delivered). Throws when
   * its version cannot be known, so that a request still waiting is never taken for one that is not.
   */
  async record(reference: string): Promise<StoredRecord | undefined> {
    for (let tries = 1; ; tries++) {
      // netlify-cli's local server (BlobsServer) gives no ETag with a read, only with a listing: there
      // the version is taken from listings before and after the read, and must not have changed. Its
      // listing stops short, without an error, when a file it lists is renamed meanwhile (every write
      // of another record renames one), and then lacks this record: the read is made again.
      const before = await this.listedEtag(reference)
      const entry = await this.blobs.getWithMetadata(reference)
      if (!entry || !isRecordState(entry.metadata) || entry.metadata.state !== "waiting") return undefined
      this.localStore ||= !entry.etag
      const etag = entry.etag ?? (before === (await this.listedEtag(reference)) ? before : undefined)
      if (etag) return { reference, meta: entry.metadata, etag, sealed: entry.data }
      if (tries === VERSION_TRIES) throw new VersionUnknownError(reference)
    }
  }

  /** A record's request, opened with the store key; StoreKeyError when the key cannot open it. */
  open(record: StoredRecord): Held {
    try {
      return { ...record, stored: JSON.parse(unseal(this.key, record.reference, record.sealed)) as StoredRequest }
    } catch {
      throw new StoreKeyError(record.reference)
    }
  }

  private async listedEtag(reference: string): Promise<string | undefined> {
    const { blobs } = await this.blobs.list({ prefix: reference })
    return blobs.find((blob) => blob.key === reference)?.etag
  }

  /** Every record's reference (one listing; no state read). */
  async references(): Promise<string[]> {
    const { blobs } = await this.blobs.list()
    return blobs.map((blob) => blob.key)
  }

  /**
   * The states of the records named, read several at once, until `inTime` says no more: the ones
   * not read by then are returned as `unread`. A record whose state cannot be read is unread too.
   */
  async states(
    references: string[],
    inTime: () => boolean = () => true,
  ): Promise<{ records: Array<{ reference: string; meta: RecordState }>; unread: string[] }> {
    const records: Array<{ reference: string; meta: RecordState }> = []
    const unread: string[] = []
    let next = 0
    const reader = async () => {
      while (next < references.length) {
        const reference = references[next++]
        if (!inTime()) {
          unread.push(reference)
          continue
        }
        const meta = await this.state(reference).catch(() => null)
        if (meta === null) unread.push(reference)
        else if (meta) records.push({ reference, meta })
      }
    }
    await Promise.all(Array.from({ length: Math.min(LISTING_CONCURRENCY, references.length) }, reader))
    return { records, unread }
  }

  /** Every record's reference and state, delivered ones included. */
  async list(): Promise<Array<{ reference: string; meta: RecordState }>> {
    return (await this.states(await this.references())).records
  }

  /**
   * The idempotency marker, written before each attempt to mail: the attempt is counted and marked
   * as under way, under a name of its own. Undefined when another instance changed the record first (it sends, not this one).
   */
  claim(held: Held): Promise<Held | undefined> {
    const at = new Date(this.now()).toISOString()
    return this.change(held, { ...held.meta, attempts: held.meta.attempts + 1, lastAttemptAt: at, sending: true, claim: newClaim() })
  }

  /**
   * Whether the record still holds this attempt's claim, read again just before the mail: false
   * when a later or rival claim stands there (a store that checks a version and writes in two
   * steps, as netlify-cli's local one does, can let two claims made from one version both land:
   * there it is read once they have, LOCAL_STORE_SETTLE_MS later).
   * An older state (a read that has not caught up yet) or no answer leaves the claim standing.
   */
  async stillClaimed(claimed: Held): Promise<boolean> {
    if (this.localStore) await new Promise((resolve) => setTimeout(resolve, LOCAL_STORE_SETTLE_MS))
    const meta = await this.state(claimed.reference).catch(() => claimed.meta)
    if (!meta) return false
    if (meta.state === "delivered") return false
    return meta.claim === claimed.meta.claim || meta.attempts < claimed.meta.attempts
  }

  /** Takes back a marker written by `claim` before any mail was sent: the record as it was read. */
  release(claimed: Held, before: RecordState): Promise<Held | undefined> {
    return this.change(claimed, before)
  }

  /** After a failed attempt: why, and whether the mail server may have accepted it all the same. */
  failed(held: Held, error: string, outcomeUnknown: boolean): Promise<Held | undefined> {
    const { claim: _claim, ...meta } = held.meta
    return this.change(held, { ...meta, sending: outcomeUnknown, ...(outcomeUnknown ? { claim: held.meta.claim } : {}), lastError: error })
  }

  /** The staff were told this request is waiting (its content need not be opened). */
  alerted<R extends StoredRecord>(record: R): Promise<R | undefined> {
    return this.change(record, { ...record.meta, alertedAt: new Date(this.now()).toISOString() })
  }

  /**
   * Delivered: the content is erased and a tombstone keeps the reference from being used or mailed
   * again. Written against the version the attempt holds; should another run have changed the
   * record meanwhile without taking the attempt (it noted an alert), against the new version.
   */
  async delivered(held: StoredRecord): Promise<boolean> {
    const close = (record: StoredRecord) =>
      this.blobs.set(record.reference, "", { metadata: { ...this.tombstone(record.meta) }, onlyIfMatch: record.etag })
    if ((await close(held)).modified) return true
    const now = await this.record(held.reference)
    return Boolean(now && now.meta.claim === held.meta.claim && (await close(now)).modified)
  }

  /**
   * Delivered without a record of its own: the request was mailed after a write of it went
   * unconfirmed. Should that write have landed, its record becomes a tombstone; should it not, the
   * tombstone keeps the reference all the same. No version is known to write against, and none is
   * needed: nobody else writes a reference made of this request's words while its lease runs.
   */
  async deliveredUnrecorded(stored: StoredRequest): Promise<void> {
    const meta: RecordState = { state: "waiting", receivedAt: stored.receivedAt, attempts: 1 }
    await this.blobs.set(stored.reference, "", { metadata: { ...this.tombstone(meta) } })
  }

  /** Deletes a record for good (a tombstone or a request past the retention limit). */
  remove(reference: string): Promise<void> {
    return this.blobs.delete(reference)
  }

  private tombstone({ receivedAt, attempts }: RecordState): RecordState {
    return { state: "delivered", receivedAt, attempts, deliveredAt: new Date(this.now()).toISOString() }
  }

  private async change<R extends StoredRecord>(record: R, meta: RecordState): Promise<R | undefined> {
    const result = await this.blobs.set(record.reference, record.sealed, { metadata: { ...meta }, onlyIfMatch: record.etag })
    if (!result.modified) return undefined
    if (!result.etag) throw new StoreWriteUnconfirmedError(record.reference)
    return { ...record, meta, etag: result.etag }
  }
}
