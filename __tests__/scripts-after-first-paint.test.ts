/** @jest-environment jsdom */
import { LAST_RESORT_MS, loadScriptsAfterFirstPaint, SCRIPTS_AFTER_FIRST_PAINT } from "../src/lib/scripts-after-first-paint"

const GATSBY_TAIL =
  `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
  `<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>`

describe("Gatsby's bundles load after the first paint", () => {
  it("replaces the bundle tags with one loader that names them, after Gatsby's inline scripts", () => {
    const html = `<html><body><div id="___gatsby"></div>${GATSBY_TAIL}</body></html>`
    expect(loadScriptsAfterFirstPaint(html)).toBe(
      `<html><body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
        `<script data-scripts="/webpack-runtime-1.js /framework-2.js /app-3.js">${SCRIPTS_AFTER_FIRST_PAINT}</script></body></html>`,
    )
  })

  it("leaves a page without bundle tags, or one already rewritten, unchanged", () => {
    const plain = `<html><body><script src="/other.js"></script></body></html>`
    expect(loadScriptsAfterFirstPaint(plain)).toBe(plain)
    const once = loadScriptsAfterFirstPaint(`<body>${GATSBY_TAIL}</body>`)
    expect(loadScriptsAfterFirstPaint(once)).toBe(once)
  })

  it("gives a page that an earlier build rewrote the current loader, with the same bundles", () => {
    const earlier = `<body><script data-scripts="/framework-2.js /app-3.js">requestAnimationFrame(load)</script></body>`
    expect(loadScriptsAfterFirstPaint(earlier)).toBe(
      `<body><script data-scripts="/framework-2.js /app-3.js">${SCRIPTS_AFTER_FIRST_PAINT}</script></body>`,
    )
  })

  describe("the loader in the page", () => {
    const SOURCES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]
    let frames: FrameRequestCallback[]
    let timers: { run: () => void; delay: number }[]
    const requested = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"))
    const runTimers = (maxDelay: number) => timers.filter((timer) => timer.delay <= maxDelay).forEach((timer) => timer.run())

    function runLoader() {
      const loader = document.createElement("script")
      loader.setAttribute("data-scripts", SOURCES.join(" "))
      document.body.append(loader)
      Object.defineProperty(document, "currentScript", { value: loader, configurable: true })
      new Function(SCRIPTS_AFTER_FIRST_PAINT)()
    }

    beforeEach(() => {
      document.body.innerHTML = ""
      frames = []
      timers = []
      jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
      jest.spyOn(window, "setTimeout").mockImplementation(((run: () => void, delay = 0) => timers.push({ run, delay })) as typeof setTimeout)
    })
    afterEach(() => {
      jest.restoreAllMocks()
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver
    })

    it("requests every bundle, in order and once, only after the first contentful paint", () => {
      const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = []
      const observed: unknown[] = []
      class FakePerformanceObserver {
        static supportedEntryTypes: string[] = ["paint", "largest-contentful-paint"]
        constructor(callback: (typeof observers)[number]) {
          observers.push(callback)
        }
        observe(options: unknown) {
          observed.push(options)
        }
      }
      Object.assign(window, { PerformanceObserver: FakePerformanceObserver })
      runLoader()
      expect(observed).toEqual([{ type: "paint", buffered: true }])

      runTimers(0)
      observers.forEach((notify) => notify({ getEntriesByName: (name) => (name === "first-paint" ? [{}] : []) }))
      runTimers(0)
      expect(requested()).toEqual([])

      observers.forEach((notify) => notify({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }))
      runTimers(0)
      expect(requested()).toEqual(SOURCES)
      runTimers(LAST_RESORT_MS)
      expect(requested()).toEqual(SOURCES)
    })

    it("without the Paint Timing API, requests them one task after the first animation frame", () => {
      runLoader()
      runTimers(0)
      expect(requested()).toEqual([])
      frames.forEach((frame) => frame(0))
      expect(requested()).toEqual([])
      runTimers(0)
      expect(requested()).toEqual(SOURCES)
    })

    it("requests them after the last-resort timeout when no paint is ever reported", () => {
      class SilentPerformanceObserver {
        static supportedEntryTypes: string[] = ["paint"]
        observe() {}
      }
      Object.assign(window, { PerformanceObserver: SilentPerformanceObserver })
      runLoader()
      runTimers(LAST_RESORT_MS - 1)
      expect(requested()).toEqual([])
      runTimers(LAST_RESORT_MS)
      expect(requested()).toEqual(SOURCES)
    })
  })
})
