/** @jest-environment jsdom */
import { LAST_RESORT_MS, loadScriptsAfterFirstPaint, SCRIPTS_AFTER_FIRST_PAINT } from "../src/lib/scripts-after-first-paint"

const SOURCES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]
const slice = (content: string) => `<!-- slice-start id="_gatsby-scripts-1" -->${content}<!-- slice-end id="_gatsby-scripts-1" -->`
const CHUNK_MAPPING = `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>`
const GATSBY_SCRIPTS = slice(CHUNK_MAPPING + SOURCES.map((source) => `<script src="${source}" async></script>`).join(""))
const REWRITTEN_SCRIPTS = slice(CHUNK_MAPPING + `<script data-scripts="${SOURCES.join(" ")}">${SCRIPTS_AFTER_FIRST_PAINT}</script>`)

describe("rewriting Gatsby's bundle tags in a built page", () => {
  it("turns them into one loader that names them, after Gatsby's inline scripts", () => {
    expect(loadScriptsAfterFirstPaint(`<body><div id="___gatsby"></div>${GATSBY_SCRIPTS}</body>`)).toBe(
      `<body><div id="___gatsby"></div>${REWRITTEN_SCRIPTS}</body>`,
    )
  })

  it("touches no script outside Gatsby's scripts slice", () => {
    const head = `<head><script src="/analytics-free-widget.js" async></script></head>`
    expect(loadScriptsAfterFirstPaint(`${head}<body>${GATSBY_SCRIPTS}</body>`)).toBe(`${head}<body>${REWRITTEN_SCRIPTS}</body>`)
  })

  it("finds nothing to rewrite in a page without the slice or without bundle tags in it", () => {
    expect(loadScriptsAfterFirstPaint(`<body><script src="/app-3.js" async></script></body>`)).toBeUndefined()
    expect(loadScriptsAfterFirstPaint(`<body>${slice(CHUNK_MAPPING)}</body>`)).toBeUndefined()
  })

  it("leaves a rewritten page as it is, and gives a page an earlier build rewrote the current loader", () => {
    expect(loadScriptsAfterFirstPaint(REWRITTEN_SCRIPTS)).toBe(REWRITTEN_SCRIPTS)
    const earlier = slice(CHUNK_MAPPING + `<script data-scripts="${SOURCES.join(" ")}">requestAnimationFrame(load)</script>`)
    expect(loadScriptsAfterFirstPaint(earlier)).toBe(REWRITTEN_SCRIPTS)
  })
})

describe("the loader in the page", () => {
  type PaintList = { getEntriesByName(name: string): unknown[] }
  let frames: FrameRequestCallback[]
  let timers: { run: () => void; delay: number }[]
  let observers: ((list: PaintList) => void)[]
  let paintsSoFar: string[]
  const requested = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"))
  const runTimers = (maxDelay: number) => timers.filter((timer) => timer.delay <= maxDelay).forEach((timer) => timer.run())
  const paint = (name: string) => observers.forEach((notify) => notify({ getEntriesByName: (entry) => (entry === name ? [{}] : []) }))

  class FakePerformanceObserver {
    static supportedEntryTypes: string[] = ["paint", "largest-contentful-paint"]
    constructor(callback: (list: PaintList) => void) {
      observers.push(callback)
    }
    observe(options: unknown) {
      expect(options).toEqual({ type: "paint", buffered: true })
    }
  }

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
    observers = []
    paintsSoFar = []
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
    jest.spyOn(window, "setTimeout").mockImplementation(((run: () => void, delay = 0) => timers.push({ run, delay })) as typeof setTimeout)
    // jsdom has no Performance Timeline: the page's paints so far are whatever the test says.
    Object.defineProperty(performance, "getEntriesByName", {
      value: (name: string) => (paintsSoFar.includes(name) ? [{}] : []),
      configurable: true,
    })
    Object.assign(window, { PerformanceObserver: FakePerformanceObserver })
  })
  afterEach(() => {
    jest.restoreAllMocks()
    FakePerformanceObserver.supportedEntryTypes = ["paint", "largest-contentful-paint"]
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver
  })

  it("runs every bundle, in order and once, only after the first contentful paint", () => {
    runLoader()
    runTimers(0)
    paint("first-paint")
    runTimers(0)
    expect(requested()).toEqual([])
    paint("first-contentful-paint")
    runTimers(0)
    expect(requested()).toEqual(SOURCES)
    runTimers(LAST_RESORT_MS)
    expect(requested()).toEqual(SOURCES)
  })

  it("runs them at once when the first contentful paint happened before the loader ran", () => {
    paintsSoFar = ["first-contentful-paint"]
    runLoader()
    expect(observers).toHaveLength(0)
    runTimers(0)
    expect(requested()).toEqual(SOURCES)
  })

  it.each([
    ["the Paint Timing API is missing", () => delete (window as { PerformanceObserver?: unknown }).PerformanceObserver],
    ["paint entries are not supported", () => (FakePerformanceObserver.supportedEntryTypes = ["resource"])],
    ["observing throws", () => jest.spyOn(FakePerformanceObserver.prototype, "observe").mockImplementation(() => { throw new TypeError("unsupported") })],
  ])("when %s, runs them one task after the first animation frame", (_case, breakPaintTiming) => {
    breakPaintTiming()
    runLoader()
    runTimers(0)
    expect(requested()).toEqual([])
    frames.forEach((frame) => frame(0))
    expect(requested()).toEqual([])
    runTimers(0)
    expect(requested()).toEqual(SOURCES)
  })

  it("runs them after the last-resort timeout when no paint is ever reported", () => {
    runLoader()
    runTimers(LAST_RESORT_MS - 1)
    expect(requested()).toEqual([])
    runTimers(LAST_RESORT_MS)
    expect(requested()).toEqual(SOURCES)
  })
})
