/**
 * Settings of the consultation function, re-exported by src/api/consultation.ts.
 *
 * Gatsby's own body parsers are switched off (they match only a type nobody sends): on malformed
 * JSON they log the error message, which quotes the start of the body, and bodies hold health
 * details. The endpoint reads and parses the body itself, with its own size limit.
 *
 * Why it is exported so: Gatsby's query compiler reads every file under src/ and takes an
 * `export const config` (or `export { x as config }`) for a page's rendering config, and then builds
 * server-rendering engines for the whole site (a large function nothing uses, which fails on sharp's
 * native module). It recognises neither a destructured export nor `export *` (src/api/consultation.ts).
 * __tests__/built/function.built.ts fails with a clear message if a future Gatsby builds the engines anyway.
 */
const NOT_PARSED_BY_GATSBY = { type: "application/x-consultation-parsed-by-the-function", limit: "1kb" }

export const { config } = {
  config: {
    bodyParser: {
      json: NOT_PARSED_BY_GATSBY,
      text: NOT_PARSED_BY_GATSBY,
      raw: NOT_PARSED_BY_GATSBY,
      urlencoded: { ...NOT_PARSED_BY_GATSBY, extended: false },
    },
  },
}
