/** What the endpoint reads of the event Netlify (or `netlify serve`) gives a Lambda-compatible function. */
export interface LambdaEventLike {
  /** The Blobs context, base64 JSON of the edge URL and a token, on the host and under `netlify serve`. */
  blobs?: string
  headers?: Record<string, string | undefined>
}

/** The event gatsby-adapter-netlify's handler passes along with a function's request (the Blobs context is in it). */
export function lambdaEventOf(request: object): LambdaEventLike | undefined {
  return (request as { netlifyFunctionParams?: { event?: LambdaEventLike } }).netlifyFunctionParams?.event
}
