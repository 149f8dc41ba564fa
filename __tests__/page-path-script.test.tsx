/** @jest-environment node */
import type { ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { onPreRenderHTML, PAGE_PATH_SCRIPT } from "../src/page-path-script"

function render(components: ReactNode[]): string {
  let result = components
  const args = { getPostBodyComponents: () => components, replacePostBodyComponents: (next: ReactNode[]) => void (result = next) }
  ;(onPreRenderHTML as (a: typeof args) => void)(args)
  return renderToStaticMarkup(<>{result}</>)
}

describe("the page path script (one CSP hash for every page)", () => {
  it("moves the page path into a data attribute and keeps the script text the same on every page", () => {
    const gatsbyScript = (pagePath: string) => (
      <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/` }} />
    )
    expect(render([gatsbyScript("/services/knee")])).toBe(
      `<script id="gatsby-script-loader" data-page-path="/services/knee">${PAGE_PATH_SCRIPT}</script>`,
    )
    expect(render([gatsbyScript('/a"b')])).toContain('data-page-path="/a&quot;b"')
  })

  it("leaves a script it does not recognise, and every other component, as they are", () => {
    const other = <script key="x" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: "window.pagePath='/';window.pageData={}" }} />
    const link = <link key="y" rel="preload" href="/a.js" />
    expect(render([other, link])).toBe(`<script id="gatsby-script-loader">window.pagePath='/';window.pageData={}</script><link rel="preload" href="/a.js"/>`)
  })

  it("the script reads the path back from its own element", () => {
    const script = { getAttribute: (name: string) => (name === "data-page-path" ? "/about" : null) }
    const scope = { document: { currentScript: script }, window: {} as { pagePath?: string } }
    new Function("window", "document", PAGE_PATH_SCRIPT)(scope.window, scope.document)
    expect(scope.window.pagePath).toBe("/about")
  })
})
