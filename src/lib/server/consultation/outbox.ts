import { constants, promises as fs } from "node:fs"
import path from "node:path"

/**
 * Appends one JSON line per request to a private file (mode 0600, folder 0700), and returns only
 * after the line is on disk (fsync). Appends from one process are queued so concurrent requests
 * never interleave; a write that fails part way (a full disk) is cut back to the file's previous
 * length, so the next line never starts in the middle of a torn one. A symbolic link at the path is
 * refused rather than followed. One process writes one outbox.
 */
export class Outbox {
  private queue: Promise<unknown> = Promise.resolve()

  constructor(readonly file: string) {}

  append(record: object): Promise<void> {
    const line = `${JSON.stringify(record)}\n`
    const write = this.queue.then(() => this.write(line))
    // The queue goes on after a failed write; the caller still sees the failure.
    this.queue = write.catch(() => undefined)
    return write
  }

  private async write(line: string) {
    await fs.mkdir(path.dirname(this.file), { recursive: true, mode: 0o700 })
    const flags = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW
    const handle = await fs.open(this.file, flags, 0o600)
    try {
      const { size } = await handle.stat()
      try {
        // A file created earlier with looser permissions is tightened too.
        await handle.chmod(0o600)
        await handle.writeFile(line, "utf8")
        await handle.sync()
      } catch (error) {
        await handle.truncate(size).catch(() => undefined)
        throw error
      }
    } finally {
      await handle.close()
    }
  }
}
