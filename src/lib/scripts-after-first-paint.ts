/** How long the bundles wait at most for the first paint (ms). */
export const LAST_RESORT_MS = 5000

/**
 * Loads the scripts named in its own data-scripts attribute once the browser has painted the
 * page's first text or image: on the "first-contentful-paint" entry of the Paint Timing API,
 * or, where a browser lacks it, one task after the first animation frame (whose callback runs
 * just before the first paint). A timeout is the last resort, should neither ever come. The
 * same text on every page, so one CSP hash covers it.
 */
export const SCRIPTS_AFTER_FIRST_PAINT = [
  `(function(sources){`,
  `var loaded=false;`,
  `function load(){if(loaded)return;loaded=true;sources.forEach(function(source){var script=document.createElement("script");script.src=source;document.body.appendChild(script)})}`,
  `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];`,
  `if(types.indexOf("paint")>=0)new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(load)}).observe({type:"paint",buffered:true});`,
  `else requestAnimationFrame(function(){setTimeout(load)});`,
  `setTimeout(load,${LAST_RESORT_MS})`,
  `})(document.currentScript.getAttribute("data-scripts").split(" "))`,
].join("")

/** A bundle tag exactly as Gatsby writes it into every page (its "_gatsby-scripts" slice). */
const GATSBY_BUNDLE_TAG = /<script src="(\/[^"\s]+\.js)" async><\/script>/g
/** The loader this function wrote in an earlier build (Gatsby keeps the HTML of unchanged pages). */
const EARLIER_LOADER = /<script data-scripts="([^"<>]+)">[^<]*<\/script>/g

/**
 * Gatsby ends every page with <script async> tags for its bundles (webpack runtime, React, the
 * app). The server HTML is complete without them: they only hydrate it. When they arrive
 * quickly (cached, or a fast connection), an async script runs as soon as it is there, and the
 * browser evaluates React before it paints anything; on a slow phone that is the longest wait
 * before the first text shows. This replaces the tags with one small script that requests the
 * same files after the first paint, so the page shows first and becomes interactive a moment
 * later. The order of the bundles does not matter: Gatsby already loads them async.
 * A page rewritten by an earlier build gets the current loader; a page without bundles is
 * returned unchanged.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const tag = [GATSBY_BUNDLE_TAG, EARLIER_LOADER].find((pattern) => html.search(pattern) >= 0)
  if (!tag) return html
  const sources = [...html.matchAll(tag)].flatMap((match) => match[1].split(" "))
  const loader = `<script data-scripts="${sources.join(" ")}">${SCRIPTS_AFTER_FIRST_PAINT}</script>`
  let replaced = false
  return html.replace(tag, () => {
    if (replaced) return ""
    replaced = true
    return loader
  })
}
