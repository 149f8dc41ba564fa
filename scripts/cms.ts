// `npm run cms`: edit the site's content in a browser on this machine, without an account.
// Starts Decap CMS with its local backend (writing into content/) and the site in development
// mode, which shows each saved change. Usage: npm run cms [-- --no-site]
import { spawn } from "node:child_process"
import path from "node:path"
import { startCms } from "./lib/cms-server"

const ROOT = path.resolve(__dirname, "..")

async function main() {
  const cms = await startCms({ repoDir: ROOT, adminDir: path.join(ROOT, ".cms/admin") })
  console.log(`Content editor: ${cms.adminUrl} (changes are written to content/; commit them with git)`)
  const site = process.argv.includes("--no-site")
    ? undefined
    : spawn("npx", ["gatsby", "develop", "-H", "127.0.0.1", "-p", "8000"], { cwd: ROOT, stdio: "inherit" })
  if (site) console.log("The site, with every saved change: http://127.0.0.1:8000")
  const stop = async () => {
    site?.kill()
    await cms.close()
    process.exit(0)
  }
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
