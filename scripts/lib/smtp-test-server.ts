import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import { SMTPServer, type SMTPServerOptions } from "smtp-server"

interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  secure: boolean
}

/** A self-signed certificate for localhost and 127.0.0.1, made with openssl, as a mail server of the clinic's might have. */
export function selfSignedCertificate(): { key: string; cert: string; certFile: string; cleanUp: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "smtp-cert-"))
  const keyFile = path.join(dir, "key.pem")
  const certFile = path.join(dir, "cert.pem")
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  )
  return {
    key: readFileSync(keyFile, "utf8"),
    cert: readFileSync(certFile, "utf8"),
    certFile,
    cleanUp: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** A real SMTP server on loopback that records what it accepts. By default it offers no STARTTLS. */
export async function startSmtp(options: Partial<SMTPServerOptions> = {}) {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = ""
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")))
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          secure: session.secure,
        })
        callback()
      })
    },
    ...options,
  })
  server.on("error", () => undefined)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    server,
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
