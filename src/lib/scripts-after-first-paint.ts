/** How long the bundles wait at most for the first paint (ms). */
export const LAST_RESORT_MS = 5000

/**
 * Runs the scripts named in its own data-scripts attribute once the browser has painted the
 * page's first text or image: at once if the Paint Timing API has already reported the
 * first-contentful-paint, else when it does; where the API is missing (or throws), one task
 * after the first animation frame, whose callback runs just before the first paint. The timer
 * set first is the last resort, should none of these ever come. The same text on every page,
 * so one CSP hash covers it.
 */
export const SCRIPTS_AFTER_FIRST_PAINT = [
  `(function(sources){`,
  `var loaded=false;`,
  `function load(){if(loaded)return;loaded=true;sources.forEach(function(source){var script=document.createElement("script");script.src=source;document.body.appendChild(script)})}`,
  `setTimeout(load,${LAST_RESORT_MS});`,
  `function afterFirstFrame(){requestAnimationFrame(function(){setTimeout(load)})}`,
  `try{`,
  `if(performance.getEntriesByName("first-contentful-paint").length)return setTimeout(load);`,
  `if((PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")===-1)return afterFirstFrame();`,
  `new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(load)}).observe({type:"paint",buffered:true})`,
  `}catch(error){afterFirstFrame()}`,
  `})(document.currentScript.getAttribute("data-scripts").split(" "))`,
].join("")

/** Where Gatsby stitches its bundle tags into every page (its "_gatsby-scripts" slice). */
const GATSBY_SCRIPTS_SLICE = /(<!-- slice-start id="_gatsby-scripts-[^"]*" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-[^"]*" -->)/
/** A bundle tag as Gatsby writes it into that slice. */
const GATSBY_BUNDLE_TAG = /<script src="(\/[^"\s]+\.js)" async><\/script>/g
/** What this function wrote in an earlier build (Gatsby keeps the HTML of unchanged pages). */
const EARLIER_REWRITE = /<script data-scripts="([^"<>]+)">[\s\S]*?<\/script>/g

/** The loader for these bundles. */
function bundlesAfterFirstPaint(sources: string[]): string {
  return `<script data-scripts="${sources.join(" ")}">${SCRIPTS_AFTER_FIRST_PAINT}</script>`
}

/**
 * Gatsby ends every page with <script async> tags for its bundles (webpack runtime, React, the
 * app). The server HTML is complete without them: they only hydrate it. This rewrites the tags
 * in Gatsby's scripts slice into one small script that requests the bundles after the first
 * paint, so nothing but the page, its fonts and its images competes for the first bytes of a
 * slow connection. That is what keeps Lighthouse's simulated LCP within the budget; what it costs
 * (hydration starts later on a first visit) and the alternatives measured are in the README,
 * Performance. The order of the bundles does not matter: Gatsby already loads them async.
 * Returns undefined when the page has no such slice with bundles in it (nothing to rewrite).
 */
export function loadScriptsAfterFirstPaint(html: string): string | undefined {
  const slice = GATSBY_SCRIPTS_SLICE.exec(html)
  if (!slice) return undefined
  const [whole, start, content, end] = slice
  const tag = [GATSBY_BUNDLE_TAG, EARLIER_REWRITE].find((pattern) => content.search(pattern) >= 0)
  if (!tag) return undefined
  const sources = [...content.matchAll(tag)].flatMap((match) => match[1].split(" "))
  let replaced = false
  const rewritten = content.replace(tag, () => {
    if (replaced) return ""
    replaced = true
    return bundlesAfterFirstPaint(sources)
  })
  return html.replace(whole, () => `${start}${rewritten}${end}`)
}
