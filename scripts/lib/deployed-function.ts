import { fork } from "node:child_process"
import fs from "node:fs"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"

/** The event a Netlify Function receives (the Lambda-compatible shape the adapter's handler reads). */
export interface HostEvent {
  path: string
  rawUrl: string
  httpMethod: string
  headers: Record<string, string>
  multiValueHeaders: Record<string, string[]>
  queryStringParameters: Record<string, string>
  multiValueQueryStringParameters: Record<string, string[]>
  body: string | null
  isBase64Encoded: boolean
}

export interface HostResponse {
  statusCode: number
  multiValueHeaders?: Record<string, string[]>
  body?: string
  isBase64Encoded?: boolean
}

export interface DeployedFunction {
  name: string
  /** The files the adapter declared for the host to deploy (its function manifest's includedFiles). */
  includedFiles: string[]
  /** The adapter's handler among the deployed files, for a test that loads it in a process of its own (a fresh instance). */
  handlerFile: string
  invoke(event: HostEvent): Promise<HostResponse>
}

export interface RequestInit {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string | Buffer
  base64?: boolean
  query?: Record<string, string>
}

/** A request as the host hands it to the function: header names in lower case, a base64 body if asked. */
export function hostEvent({
  method = "POST",
  path: urlPath = "/api/consultation",
  headers = {},
  body,
  base64 = false,
  query = {},
}: RequestInit): HostEvent {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
  const text = body === undefined ? null : base64 ? Buffer.from(body).toString("base64") : body.toString()
  const search = new URLSearchParams(query).toString()
  return {
    path: urlPath,
    rawUrl: `https://clinic.example.org${urlPath}${search ? `?${search}` : ""}`,
    httpMethod: method,
    headers: lower,
    multiValueHeaders: Object.fromEntries(Object.entries(lower).map(([name, value]) => [name, [value]])),
    queryStringParameters: query,
    multiValueQueryStringParameters: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, [value]])),
    body: text,
    isBase64Encoded: base64,
  }
}

/** The response body as text (the adapter's handler always answers base64). */
export function responseText(response: HostResponse): string {
  if (!response.body) return ""
  return response.isBase64Encoded ? Buffer.from(response.body, "base64").toString("utf8") : response.body
}

/**
 * Loads the functions of the last build the way the host deploys them: for each function the
 * adapter wrote to .netlify/functions-internal, only the files its manifest lists (includedFiles)
 * are copied to a fresh folder beside the adapter's handler, so a module the build split off and
 * the manifest left out is missing here as it would be on the host. node_modules is linked (the
 * host's bundler installs the dependencies the handler requires).
 */
export function loadDeployedFunctions(root: string): { functions: DeployedFunction[]; cleanUp: () => void } {
  const internal = path.join(root, ".netlify", "functions-internal")
  if (!fs.existsSync(internal)) throw new Error(`No ${internal}: run \`npm run build\` first.`)
  const deployRoot = fs.mkdtempSync(path.join(os.tmpdir(), "deployed-function-"))
  fs.symlinkSync(path.join(root, "node_modules"), path.join(deployRoot, "node_modules"), "dir")
  const functions = fs.readdirSync(internal).map((name): DeployedFunction => {
    const manifest = JSON.parse(fs.readFileSync(path.join(internal, name, `${name}.json`), "utf8")) as {
      config: { includedFiles: string[]; includedFilesBasePath: string }
    }
    const { includedFiles, includedFilesBasePath } = manifest.config
    for (const file of includedFiles) {
      if (/[*?]/.test(file)) throw new Error(`${name}: includedFiles pattern ${file} is not supported by this loader`)
      fs.mkdirSync(path.dirname(path.join(deployRoot, file)), { recursive: true })
      fs.copyFileSync(path.join(includedFilesBasePath, file), path.join(deployRoot, file))
    }
    const handlerDir = path.join(deployRoot, ".netlify", "functions-internal", name)
    fs.mkdirSync(handlerDir, { recursive: true })
    fs.copyFileSync(path.join(internal, name, `${name}.js`), path.join(handlerDir, `${name}.js`))
    const handlerFile = path.join(handlerDir, `${name}.js`)
    let handler: ((event: HostEvent, context: object) => Promise<HostResponse>) | undefined
    return {
      name,
      includedFiles,
      handlerFile,
      invoke(event) {
        // Node's own require, as on the host (a test runner's module system would transform the bundle).
        handler ??= (createRequire(__filename)(handlerFile) as { handler: typeof handler }).handler
        return handler!(event, {})
      },
    }
  })
  return { functions, cleanUp: () => fs.rmSync(deployRoot, { recursive: true, force: true }) }
}

/**
 * The endpoint keeps one service per process (see src/api/consultation.ts), made from the
 * environment of its first request. A benchmark that runs several configurations in one process
 * drops it between them.
 */
export function forgetConsultationService() {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("clinic.consultation.service")]
}

export interface FunctionInstance {
  invoke(event: HostEvent, timeoutMs?: number): Promise<HostResponse | undefined>
  /** What the instance wrote to its log (stdout and stderr), line by line. */
  readonly log: string[]
  stop(): Promise<void>
}

/**
 * A fresh instance of a deployed function in a Node process of its own, with only the environment
 * given (the host's: no NODE_ENV=test from the test runner, which changes how the Blobs client
 * retries). `invoke` resolves undefined when the instance has not answered within `timeoutMs`.
 */
export async function startInstance(fn: DeployedFunction, env: NodeJS.ProcessEnv): Promise<FunctionInstance> {
  const child = fork(path.join(__dirname, "function-instance.mjs"), [fn.handlerFile], { env, stdio: ["ignore", "pipe", "pipe", "ipc"] })
  const log: string[] = []
  for (const stream of [child.stdout!, child.stderr!])
    stream.on("data", (chunk: Buffer) => log.push(...chunk.toString().split("\n").filter(Boolean)))
  const waiting = new Map<number, (response: HostResponse | undefined) => void>()
  let next = 0
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve())
    child.once("exit", (code) => reject(new Error(`the function's instance ended (${code}): ${log.join("\n")}`)))
  })
  child.on("message", (message: { id: number; response?: HostResponse }) => waiting.get(message.id)?.(message.response))
  return {
    log,
    invoke(event, timeoutMs = 60_000) {
      const id = next++
      return new Promise((resolve) => {
        const timer = setTimeout(() => done(undefined), timeoutMs)
        const done = (response: HostResponse | undefined) => {
          clearTimeout(timer)
          waiting.delete(id)
          resolve(response)
        }
        waiting.set(id, done)
        child.send({ id, event })
      })
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once("exit", () => resolve())
        child.kill("SIGKILL")
      }),
  }
}
