import { cells, palette } from "./palette.mjs"

/**
 * One hero illustration per treatment: the cells motif over a soft gradient, with a simple
 * outline of the body area. Output: content/images/treatments/<slug>.jpg
 */
const WIDTH = 1600
const HEIGHT = 900

/** Outlines drawn in the right half of the picture, one per body area. */
const shapes = {
  joint: `<path d="M1090 150 C1060 300 1080 380 1140 450 C1200 520 1210 620 1170 760" fill="none" stroke="${palette.white}" stroke-width="34" stroke-linecap="round" opacity="0.85"/><circle cx="1150" cy="450" r="70" fill="${palette.amber}" opacity="0.75"/>`,
  spine: Array.from(
    { length: 8 },
    (_, i) => `<rect x="1110" y="${140 + i * 82}" width="110" height="62" rx="20" fill="${palette.white}" opacity="0.85"/>`,
  ).join(""),
  shoulder: `<path d="M900 700 C960 430 1080 330 1240 330 C1330 330 1400 380 1440 460" fill="none" stroke="${palette.white}" stroke-width="40" stroke-linecap="round" opacity="0.85"/><circle cx="1250" cy="350" r="75" fill="${palette.amber}" opacity="0.75"/>`,
  foot: `<path d="M1050 150 L1080 600 C1090 690 1160 720 1260 720 L1420 720" fill="none" stroke="${palette.white}" stroke-width="38" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/><circle cx="1085" cy="620" r="60" fill="${palette.amber}" opacity="0.75"/>`,
  hair: Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M${1000 + i * 45} 600 C${990 + i * 45} 450 ${1040 + i * 45} 330 ${1010 + i * 45} 200" fill="none" stroke="${palette.white}" stroke-width="14" stroke-linecap="round" opacity="0.85"/>`,
  ).join(""),
  neuron: `<circle cx="1180" cy="450" r="80" fill="${palette.amber}" opacity="0.8"/>${[0, 60, 120, 180, 240, 300].map((a) => `<line x1="1180" y1="450" x2="${(1180 + 260 * Math.cos((a * Math.PI) / 180)).toFixed(0)}" y2="${(450 + 260 * Math.sin((a * Math.PI) / 180)).toFixed(0)}" stroke="${palette.white}" stroke-width="14" stroke-linecap="round" opacity="0.85"/>`).join("")}`,
  circulation: `<path d="M1000 450 C1100 250 1300 250 1400 450 C1300 650 1100 650 1000 450 Z" fill="none" stroke="${palette.white}" stroke-width="30" opacity="0.85"/><circle cx="1200" cy="450" r="60" fill="${palette.amber}" opacity="0.75"/>`,
  motion: `<path d="M950 700 L1100 420 L1250 560 L1420 220" fill="none" stroke="${palette.white}" stroke-width="36" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/><circle cx="1420" cy="220" r="55" fill="${palette.amber}" opacity="0.8"/>`,
}

const treatments = {
  knee: ["joint", 11],
  "knee-replacement": ["joint", 23],
  hip: ["joint", 37],
  shoulder: ["shoulder", 41],
  back: ["spine", 53],
  "foot-ankle": ["foot", 67],
  osteoarthritis: ["joint", 79],
  "hair-restoration": ["hair", 83],
  "erectile-dysfunction": ["circulation", 97],
  neurological: ["neuron", 101],
  "sports-injuries": ["motion", 113],
}

export default Object.fromEntries(
  Object.entries(treatments).map(([slug, [shape, seed]]) => [
    `treatments/${slug}`,
    {
      width: WIDTH,
      height: HEIGHT,
      body: (w, h) => `
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.deep}"/><stop offset="1" stop-color="${palette.teal}"/></linearGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#g)"/>
        ${cells(w, h, seed, [palette.mint, palette.teal, palette.sand])}
        ${shapes[shape]}`,
    },
  ]),
)
