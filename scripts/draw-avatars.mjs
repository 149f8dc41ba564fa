// Draws small original avatar portraits for the sample testimonials, each into the file its `photo`
// names in content/pages/testimonials.json (content/images/testimonials/, run: node scripts/draw-avatars.mjs).
// A patient without a photo gets the initials fallback; the browser tests prove it by answering
// 404 for one photo, so the site itself ships no broken image request.
import sharp from "sharp"
import { mkdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { palette } from "./scenes/palette.mjs"

const pagesDir = fileURLToPath(new URL("../content/pages/", import.meta.url))
const { entries } = JSON.parse(readFileSync(path.join(pagesDir, "testimonials.json"), "utf8"))
const skins = ["#8d5524", "#c68642", "#e0ac69", "#f1c27d", "#ffdbac", "#6b4226"]
const backgrounds = [palette.teal, palette.mint, palette.amber, palette.deep]
const hair = ["#2b1a0f", "#5a3825", "#1c1c1c", "#8a6a3a", "#bfbfbf"]

for (const { id, photo } of entries.filter((entry) => entry.photo)) {
  const file = path.join(pagesDir, photo)
  mkdirSync(path.dirname(file), { recursive: true })
  const skin = skins[id % skins.length]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="112" height="112">
    <rect width="112" height="112" fill="${backgrounds[id % backgrounds.length]}"/>
    <ellipse cx="56" cy="118" rx="40" ry="34" fill="${palette.white}" fill-opacity="0.85"/>
    <circle cx="56" cy="50" r="24" fill="${skin}"/>
    <path d="M32 46 Q56 ${16 + (id % 3) * 4} 80 46 L80 40 Q56 18 32 40 Z" fill="${hair[id % hair.length]}"/>
  </svg>`
  await sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: true }).toFile(file)
  console.log(path.relative(process.cwd(), file))
}
