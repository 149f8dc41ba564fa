// Draws small original avatar portraits into static/avatars/{id}.jpg (run: node scripts/draw-avatars.mjs).
// A patient without a photo gets the initials fallback (DECISIONS.md); the browser tests prove it
// by answering 404 for one avatar, so the site itself ships no broken image request.
import sharp from "sharp"
import { mkdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { palette } from "./scenes/palette.mjs"

const outDir = fileURLToPath(new URL("../static/avatars/", import.meta.url))
const COUNT = 12
const skins = ["#8d5524", "#c68642", "#e0ac69", "#f1c27d", "#ffdbac", "#6b4226"]
const backgrounds = [palette.teal, palette.mint, palette.amber, palette.deep]
const hair = ["#2b1a0f", "#5a3825", "#1c1c1c", "#8a6a3a", "#bfbfbf"]

mkdirSync(outDir, { recursive: true })
for (let id = 1; id <= COUNT; id++) {
  const skin = skins[id % skins.length]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="112" height="112">
    <rect width="112" height="112" fill="${backgrounds[id % backgrounds.length]}"/>
    <ellipse cx="56" cy="118" rx="40" ry="34" fill="${palette.white}" fill-opacity="0.85"/>
    <circle cx="56" cy="50" r="24" fill="${skin}"/>
    <path d="M32 46 Q56 ${16 + (id % 3) * 4} 80 46 L80 40 Q56 18 32 40 Z" fill="${hair[id % hair.length]}"/>
  </svg>`
  await sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: true }).toFile(`${outDir}${id}.jpg`)
  console.log(`static/avatars/${id}.jpg`)
}
