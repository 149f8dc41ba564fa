import { cells, palette } from "./palette.mjs"

/** Scenes of the shared layout: the social sharing card. Output: content/images/<name>.jpg */
export default {
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
