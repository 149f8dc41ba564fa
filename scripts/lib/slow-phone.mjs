// The slow phone the browser benchmarks emulate (npm run bench:browser, npm run trace), and what they
// record in the page: Lighthouse's own mobile constants, as its DevTools throttling applies them.
import { screenEmulationMetrics, throttling } from "lighthouse/core/config/constants.js"

/** Lighthouse's mobile preset as its DevTools throttling applies it (per-request latency and throughput, in bytes per second). */
const SLOW_4G = throttling.mobileSlow4G
export const SLOW_PHONE = {
  network: {
    offline: false,
    latency: SLOW_4G.requestLatencyMs,
    downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
  },
  cpuSlowdown: SLOW_4G.cpuSlowdownMultiplier,
  viewport: { width: screenEmulationMetrics.mobile.width, height: screenEmulationMetrics.mobile.height },
  deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
}

/**
 * Runs in the page before its own scripts: records the largest paint and the moment React has
 * hydrated the whole page (-1 on a page that loads no script; `done` then turns true at once).
 */
export function recordPaintAndHydration() {
  let finish
  const measured = {
    largestContentfulPaint: 0,
    hydrated: 0,
    done: false,
    longTasks: [],
    whenDone: new Promise((resolve) => (finish = resolve)),
  }
  Object.assign(window, { measured })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) measured.largestContentfulPaint = entry.startTime
  }).observe({ type: "largest-contentful-paint", buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) measured.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: "longtask", buffered: true })
  // The footer is the last element React takes over (see waitForHydration in e2e/support.ts).
  const checkHydrated = () => {
    const footer = document.querySelector("footer")
    if (footer && Object.keys(footer).some((key) => key.startsWith("__reactProps"))) {
      measured.hydrated = performance.now()
      measured.done = true
      finish()
    } else if (document.readyState !== "loading" && !document.querySelector("script[src]")) {
      measured.hydrated = -1
      measured.done = true
      finish()
    } else setTimeout(checkHydrated, 10)
  }
  checkHydrated()
}
