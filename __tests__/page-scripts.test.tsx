/** @jest-environment node */
import type { PreRenderHTMLArgs, RenderBodyArgs, ReplaceRendererArgs } from "gatsby"
import type { ReactElement } from "react"
import { useRequiresHydration } from "../src/hooks/useRequiresHydration"
import { onPreRenderHTML } from "../src/render/on-pre-render-html"
import { onRenderBody } from "../src/render/on-render-body"
import { replaceRenderer } from "../src/render/replace-renderer"
import { pageLoadsScripts, recordPage, takeScriptlessPage } from "../src/render/scriptless-pages"

function Widget() {
  useRequiresHydration()
  return <button type="button">Next testimonial</button>
}

/** Renders a page the way Gatsby's static-entry does (replaceRenderer, then onPreRenderHTML) and returns what stays after the body. */
function renderPage(pathname: string, body: ReactElement) {
  let html = ""
  let postBody: unknown[] = ["Gatsby's scripts"]
  let head: unknown[] = []
  const plugins = { plugins: [] }
  void replaceRenderer!(
    {
      pathname,
      bodyComponent: body,
      replaceBodyHTMLString: (value: string) => (html = value),
      setHeadComponents: () => {},
    } as unknown as ReplaceRendererArgs,
    plugins,
  )
  void onPreRenderHTML!(
    {
      pathname,
      getHeadComponents: () => head,
      replaceHeadComponents: (components: unknown[]) => (head = components),
      getPostBodyComponents: () => postBody,
      replacePostBodyComponents: (components: unknown[]) => (postBody = components),
    } as unknown as PreRenderHTMLArgs,
    plugins,
  )
  return { html, postBody }
}

describe("a page's scripts follow what it renders (src/render/replace-renderer.tsx)", () => {
  it("a page with a component that needs React keeps Gatsby's scripts", () => {
    const page = renderPage(
      "/",
      <main>
        <h1>Home</h1>
        <Widget />
      </main>,
    )
    expect(page.html).toContain("Next testimonial")
    expect(page.postBody).toEqual(["Gatsby's scripts"])
  })

  it("a page of plain content is sent without them", () => {
    const page = renderPage(
      "/about",
      <main>
        <h1>About</h1>
      </main>,
    )
    expect(page.html).toContain("About")
    expect(page.postBody).toEqual([])
  })

  it("what one page needs does not carry over to the next page rendered", () => {
    expect(renderPage("/", <Widget />).postBody).toHaveLength(1)
    expect(renderPage("/about", <p>About</p>).postBody).toEqual([])
    expect(renderPage("/contact", <Widget />).postBody).toHaveLength(1)
  })
})

describe("the head every page gets (src/render/on-render-body.tsx)", () => {
  it("under gatsby develop, which passes no loadPageDataSync and compiles no chunk list, has the global styles and no preloads", () => {
    let head: ReactElement[] = []
    void onRenderBody!(
      { pathname: "/", setHeadComponents: (components: ReactElement[]) => (head = components) } as unknown as RenderBodyArgs,
      { plugins: [] },
    )
    expect(head.map((element) => element.type)).toEqual(["style", "link"])
    expect(String((head[0].props as { dangerouslySetInnerHTML: { __html: string } }).dangerouslySetInnerHTML.__html)).toContain(
      "--colors-primary:",
    )
  })

  it("puts the global styles before the first other <style> (styled-components'), after the meta tags", () => {
    let head: ReactElement[] = []
    void onRenderBody!(
      { pathname: "/", setHeadComponents: (components: ReactElement[]) => (head = components) } as unknown as RenderBodyArgs,
      { plugins: [] },
    )
    const [globalStyles, icon] = head
    let components: ReactElement[] = [<meta key="generator" name="generator" />, <style key="styled" data-styled="" />, globalStyles, icon]
    void onPreRenderHTML!(
      {
        pathname: "/",
        getHeadComponents: () => components,
        replaceHeadComponents: (replaced: ReactElement[]) => (components = replaced),
        getPostBodyComponents: () => [],
        replacePostBodyComponents: () => {},
      } as unknown as PreRenderHTMLArgs,
      { plugins: [] },
    )
    expect(components.map((component) => component.key)).toEqual(["generator", "global-css", "styled", "icon"])
  })
})

describe("the state the render hooks share (src/render/scriptless-pages.ts)", () => {
  it("keeps scripts for a page nobody recorded (gatsby develop renders no body)", () => {
    expect(pageLoadsScripts("/never-rendered")).toBe(true)
    expect(takeScriptlessPage("/never-rendered")).toBe(false)
  })

  it("answers onRenderBody for a recorded page until onPreRenderHTML takes it", () => {
    recordPage("/about", false)
    expect(pageLoadsScripts("/about")).toBe(false)
    expect(takeScriptlessPage("/about")).toBe(true)
    expect(pageLoadsScripts("/about")).toBe(true)
    expect(takeScriptlessPage("/about")).toBe(false)
  })

  it("follows a page rendered again with a widget (develop's rebuilds reuse the process)", () => {
    recordPage("/contact", false)
    recordPage("/contact", true)
    expect(pageLoadsScripts("/contact")).toBe(true)
    expect(takeScriptlessPage("/contact")).toBe(false)
  })
})
