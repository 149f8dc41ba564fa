import http from "node:http"
import net from "node:net"
import type { AddressInfo } from "node:net"

/**
 * Proxies on loopback between the endpoint and the servers it depends on, that fail the way a
 * network or a provider does, for the tests and `npm run bench:api`: a mail server reached through
 * `startSmtpFaultProxy`, a Blobs server through `startStoreFaultProxy`. Each fault can be switched
 * on and off while requests run.
 */

/** What the SMTP proxy does to a connection. */
export type SmtpFault =
  | "none"
  /** Nothing listens on the port: connection refused, before anything is sent. */
  | "refuse"
  /** The connection is accepted and never answered, not even greeted: a clean failure, before DATA. */
  | "hang"
  /** The whole mail (DATA and its final dot) reaches the server, which accepts it; its "250 OK" is cut off. */
  | "cut-after-data"

/** What the store proxy does to a request (of the methods it applies to). */
export type StoreFault =
  | "none"
  /** Nothing listens on the port. */
  | "refuse"
  /** The request is taken and never answered. */
  | "hang"
  /** Answered with this status at once, without reaching the store. */
  | 500
  | 429
  /** Passed to the store (a write lands), then answered 500 whatever the store said. */
  | "land-then-500"

interface Listener {
  port: number
  /** Stops listening (and cuts every open connection) or listens again on the same port. */
  listening(on: boolean): Promise<void>
  close(): Promise<void>
}

/** A server on a fixed loopback port that can stop and start listening, and that cuts its open connections when it stops. */
async function listener(server: net.Server): Promise<Listener> {
  const sockets = new Set<net.Socket>()
  server.on("connection", (socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as AddressInfo).port
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      if (!server.listening) return resolve()
      server.close(() => resolve())
    })
  return {
    port,
    async listening(on) {
      if (!on) return stop()
      if (!server.listening) await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
    },
    close: stop,
  }
}

/** The end of a mail's data (RFC 5321: a line holding a single dot). */
const END_OF_DATA = "\r\n.\r\n"

export async function startSmtpFaultProxy(targetPort: number) {
  const state = { fault: "none" as SmtpFault, cut: 0 }
  const server = net.createServer((client) => {
    client.on("error", () => undefined)
    if (state.fault === "hang") return
    const upstream = net.connect(targetPort, "127.0.0.1")
    upstream.on("error", () => client.destroy())
    client.on("close", () => upstream.destroy())
    upstream.on("close", () => client.destroy())
    const cutAfterData = state.fault === "cut-after-data"
    // The client's bytes, scanned for the DATA command and then the end of the mail's data.
    let seen = ""
    let dataSent = false
    client.on("data", (chunk: Buffer) => {
      upstream.write(chunk)
      if (!cutAfterData || dataSent) return
      seen = (seen + chunk.toString("latin1")).slice(-4096)
      const dataCommand = /(^|\r\n)DATA\r\n/i.exec(seen)
      if (dataCommand && seen.indexOf(END_OF_DATA, dataCommand.index) >= 0) dataSent = true
    })
    upstream.on("data", (chunk: Buffer) => {
      if (!dataSent) return void client.write(chunk)
      // The server's answer to the mail it has just been given: never passed on.
      state.cut++
      client.destroy()
      upstream.destroy()
    })
  })
  const listening = await listener(server)
  return {
    port: listening.port,
    url: `smtp://127.0.0.1:${listening.port}`,
    /** How many mails the server answered after their data while the proxy cut the answer. */
    get cut() {
      return state.cut
    },
    async setFault(fault: SmtpFault) {
      state.fault = fault
      await listening.listening(fault !== "refuse")
    },
    close: () => listening.close(),
  }
}

export async function startStoreFaultProxy(targetUrl: string) {
  const target = new URL(targetUrl)
  const state = { fault: "none" as StoreFault, methods: undefined as string[] | undefined, requests: 0, faulted: 0 }
  const forward = (request: http.IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
        (response) => {
          const chunks: Buffer[] = []
          response.on("data", (chunk: Buffer) => chunks.push(chunk))
          response.on("end", () => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }))
          response.on("error", reject)
        },
      )
      upstream.on("error", reject)
      upstream.end(body)
    })
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", async () => {
      state.requests++
      const applies = state.fault !== "none" && (!state.methods || state.methods.includes(request.method ?? ""))
      const fault = applies ? state.fault : "none"
      if (fault !== "none") state.faulted++
      if (fault === "hang") return
      if (typeof fault === "number") return void response.writeHead(fault, { "content-length": "0" }).end()
      try {
        const answer = await forward(request, Buffer.concat(chunks))
        if (fault === "land-then-500") return void response.writeHead(500, { "content-length": "0" }).end()
        response.writeHead(answer.status, answer.headers).end(answer.body)
      } catch {
        response.writeHead(502, { "content-length": "0" }).end()
      }
    })
  })
  const listening = await listener(server)
  return {
    url: `http://127.0.0.1:${listening.port}`,
    /** Requests received, and of them those the fault applied to. */
    get counts() {
      return { requests: state.requests, faulted: state.faulted }
    },
    /** The fault, for every request or only for those of the methods named (e.g. ["PUT"]: writes only). */
    async setFault(fault: StoreFault, methods?: string[]) {
      Object.assign(state, { fault, methods })
      await listening.listening(fault !== "refuse")
    },
    close: () => listening.close(),
  }
}
