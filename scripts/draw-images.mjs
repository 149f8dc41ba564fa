// Draws the site's original illustrations into content/images/ (run: node scripts/draw-images.mjs).
// Each image is an SVG scene rendered by sharp to JPEG, so the repository needs no stock photos
// and no download. Add a scene to SCENES to add an image.
import sharp from "sharp"
import { mkdirSync } from "node:fs"
import { fileURLToPath } from "node:url"

const outDir = fileURLToPath(new URL("../content/images/", import.meta.url))
mkdirSync(outDir, { recursive: true })

const palette = { deep: "#0b4a63", teal: "#137a86", mint: "#cfe9e4", sand: "#f5efe6", amber: "#e0a83a", white: "#ffffff" }

/** Soft overlapping circles: the site's visual motif of cells. */
function cells(width, height, seed, colours) {
  let state = seed
  const random = () => ((state = (state * 16807) % 2147483647) / 2147483647)
  return Array.from({ length: 14 }, (_, i) => {
    const r = (0.08 + random() * 0.22) * Math.min(width, height)
    return `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="${colours[i % colours.length]}" fill-opacity="${(0.18 + random() * 0.3).toFixed(2)}"/>`
  }).join("")
}

export const SCENES = {
  "social-card": {
    width: 1200,
    height: 630,
    body: (w, h) => `
      <rect width="${w}" height="${h}" fill="${palette.deep}"/>
      ${cells(w, h, 7, [palette.teal, palette.mint, palette.amber])}
      <rect x="70" y="200" width="760" height="230" rx="24" fill="${palette.white}" fill-opacity="0.92"/>
      <text x="110" y="295" font-family="Liberation Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="${palette.deep}">Regenerative Medicine</text>
      <text x="110" y="370" font-family="Liberation Sans, Arial, sans-serif" font-size="36" fill="${palette.teal}">Midtown East Manhattan</text>`,
  },
}

for (const [name, scene] of Object.entries(SCENES)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}">${scene.body(scene.width, scene.height)}</svg>`
  await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toFile(`${outDir}${name}.jpg`)
  console.log(`content/images/${name}.jpg`)
}
