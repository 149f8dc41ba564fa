/** A font file imported by a module: webpack gives its public URL. */
declare module "*.woff2" {
  const _default: string
  export default _default
}
