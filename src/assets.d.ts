/** A font file imported by a module: webpack gives its public URL. */
declare module "*.woff2" {
  const _default: string
  export default _default
}

/** The page components' script files, compiled into the HTML renderer by gatsby/on-create-webpack-config.ts (absent in develop). */
declare const __COMPONENT_CHUNK_FILES__: import("./render/hydration-preloads").ComponentChunkFiles | undefined

/** subset-font (no types of its own): a font cut down to the given characters. */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "sfnt" | "truetype" },
  ): Promise<Buffer>
}

/** fontverter (no types of its own): a font file converted between woff2, woff and sfnt. */
declare module "fontverter" {
  export function convert(font: Buffer, toFormat: "woff2" | "woff" | "sfnt" | "truetype"): Promise<Buffer>
}
