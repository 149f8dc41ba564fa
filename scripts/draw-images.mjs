// Draws the site's original illustrations into content/images/ (run: npm run images).
// Each image is an SVG scene rendered by sharp to JPEG, so the repository needs no stock photos
// and no download. Every module in scripts/scenes/ (except palette.mjs) exports scenes by name;
// a name may hold a folder ("treatments/knee" -> content/images/treatments/knee.jpg).
import sharp from "sharp"
import { mkdirSync, readdirSync } from "node:fs"
import { dirname } from "node:path"
import { fileURLToPath } from "node:url"

const scenesDir = new URL("./scenes/", import.meta.url)
const outDir = fileURLToPath(new URL("../content/images/", import.meta.url))

for (const file of readdirSync(scenesDir).filter((name) => name.endsWith(".mjs") && name !== "palette.mjs")) {
  const { default: scenes } = await import(new URL(file, scenesDir))
  for (const [name, scene] of Object.entries(scenes)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}">${scene.body(scene.width, scene.height)}</svg>`
    const target = `${outDir}${name}.jpg`
    mkdirSync(dirname(target), { recursive: true })
    await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toFile(target)
    console.log(`content/images/${name}.jpg`)
  }
}
