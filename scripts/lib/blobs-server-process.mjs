// A Netlify Blobs server (the one netlify-cli runs locally) in its own Node process, for tests and
// benchmarks: jest cannot load its ES modules. Prints its port, serves until its parent ends it.
// Usage: node scripts/lib/blobs-server-process.mjs <directory> <token>
import { BlobsServer } from "@netlify/blobs/server"

const [directory, token] = process.argv.slice(2)
const server = new BlobsServer({ directory, token, logger: () => undefined })
const { port } = await server.start()
process.stdout.write(`${port}\n`)
process.on("SIGTERM", () => server.stop().then(() => process.exit(0)))
