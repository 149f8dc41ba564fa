// One instance of a deployed function in a Node process of its own, as the host runs it (a cold
// start with its own environment and memory): its parent sends Netlify's events, it answers with
// the handler's responses. Usage: fork("scripts/lib/function-instance.mjs", [handlerFile], { env })
import { createRequire } from "node:module"

const [handlerFile] = process.argv.slice(2)
const { handler } = createRequire(import.meta.url)(handlerFile)
process.on("message", async ({ id, event }) => {
  try {
    process.send({ id, response: await handler(event, {}) })
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.name : String(error) })
  }
})
process.send({ ready: true })
