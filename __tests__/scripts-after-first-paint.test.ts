/** @jest-environment jsdom */
import { loadScriptsAfterFirstPaint, SCRIPTS_AFTER_FIRST_PAINT } from "../src/lib/scripts-after-first-paint"

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

  it("requests nothing before the first animation frame and its following task, then every bundle in order", () => {
    const frames: FrameRequestCallback[] = []
    const tasks: (() => void)[] = []
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
    jest.spyOn(window, "setTimeout").mockImplementation(((callback: () => void) => tasks.push(callback)) as typeof setTimeout)
    const requested = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"))

    const loader = document.createElement("script")
    loader.setAttribute("data-scripts", "/webpack-runtime-1.js /framework-2.js /app-3.js")
    document.body.append(loader)
    Object.defineProperty(document, "currentScript", { value: loader, configurable: true })
    new Function(SCRIPTS_AFTER_FIRST_PAINT)()

    expect(requested()).toEqual([])
    frames.forEach((frame) => frame(0))
    expect(requested()).toEqual([])
    tasks.forEach((task) => task())
    expect(requested()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
  })
})
