/** A font file imported by a module: webpack gives its public URL. */
declare module "*.woff2" {
  const _default: string
  export default _default
}

/** The page components' script files, compiled into the HTML renderer by gatsby/page-chunk-files.ts (absent in develop). */
declare const __COMPONENT_CHUNK_FILES__: import("./lib/build/hydration-preloads").ComponentChunkFiles | undefined
