/**
 * Loads the scripts named in its own data-scripts attribute once the browser has painted the
 * first frame: the callback of the first animation frame runs just before that paint, and a
 * timeout queued from it runs just after. The same text on every page, so one CSP hash covers it.
 */
export const SCRIPTS_AFTER_FIRST_PAINT = `(function(sources){requestAnimationFrame(function(){setTimeout(function(){sources.forEach(function(source){var script=document.createElement("script");script.src=source;document.body.appendChild(script)})})})})(document.currentScript.getAttribute("data-scripts").split(" "))`

/** A bundle tag exactly as Gatsby writes it into every page (its "_gatsby-scripts" slice). */
const GATSBY_BUNDLE_TAG = /<script src="(\/[^"\s]+\.js)" async><\/script>/g

/**
 * Gatsby ends every page with <script async> tags for its bundles (webpack runtime, React, the
 * app). The server HTML is complete without them: they only hydrate it. When they arrive
 * quickly (cached, or a fast connection), an async script runs as soon as it is there, and the
 * browser evaluates React before it paints anything; on a slow phone that is the longest wait
 * before the first text shows. This replaces the tags with one small script that requests the
 * same files after the first paint, so the page shows first and becomes interactive a frame
 * later. The order of the bundles does not matter: Gatsby already loads them async.
 * A page without such tags, or one already rewritten, is returned unchanged.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(GATSBY_BUNDLE_TAG)].map((match) => match[1])
  if (sources.length === 0) return html
  const loader = `<script data-scripts="${sources.join(" ")}">${SCRIPTS_AFTER_FIRST_PAINT}</script>`
  let replaced = false
  return html.replace(GATSBY_BUNDLE_TAG, () => {
    if (replaced) return ""
    replaced = true
    return loader
  })
}
