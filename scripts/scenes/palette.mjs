/** Colours and the "cells" motif shared by every scene. */
export const palette = { deep: "#0b4a63", teal: "#137a86", mint: "#cfe9e4", sand: "#f5efe6", amber: "#e0a83a", white: "#ffffff" }

/** Soft overlapping circles, placed by a seeded generator so a scene redraws identically. */
export function cells(width, height, seed, colours, count = 14) {
  let state = seed
  const random = () => (state = (state * 16807) % 2147483647) / 2147483647
  return Array.from({ length: count }, (_, i) => {
    const r = (0.08 + random() * 0.22) * Math.min(width, height)
    return `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="${colours[i % colours.length]}" fill-opacity="${(0.18 + random() * 0.3).toFixed(2)}"/>`
  }).join("")
}
