import { renderToStaticMarkup } from "react-dom/server"
import { Seo, type SeoProps } from "../src/components/seo/Seo"
import type { PageLanguage } from "../src/lib/shared/page-language"
import { withSite } from "./support/render-site"
import { site, TEST_SITE_URL } from "./support/site-content"

/** Renders the Head output and parses it as a browser would. */
function renderHead(props: Partial<SeoProps> = {}, language?: PageLanguage) {
  const markup = renderToStaticMarkup(
    withSite(<Seo seo={{ title: "Knee Pain", description: "Non-surgical care for knee pain." }} path="/services/knee" {...props} />, {
      language,
    }),
  )
  const doc = new DOMParser().parseFromString(`<!doctype html><head>${markup}</head>`, "text/html")
  const meta = (selector: string) => doc.querySelector(selector)?.getAttribute("content")
  const scripts = doc.querySelectorAll('script[type="application/ld+json"]')
  return { markup, doc, meta, scripts, jsonLd: JSON.parse(scripts[0]?.textContent ?? "null") }
}

type Node = { "@type": string; "@id": string; [key: string]: unknown }
const nodeOfType = (jsonLd: { "@graph": Node[] }, type: string) => jsonLd["@graph"].find((n) => n["@type"] === type)!

describe("Seo (the Head of every page)", () => {
  it("titles the page 'Page title | Site name | Physician name'", () => {
    const { doc } = renderHead()
    expect(doc.title).toBe(
      `Knee Pain | ${site.siteName} | ${site.physician.name}, ${site.physician.credentials}, ${site.physician.profession}`,
    )
  })

  it("sets the document language to English", () => {
    expect(renderHead().markup).toContain('<html lang="en"')
  })

  it("gives a translated page its language, og:locale, inLanguage and the alternates in every language with English as x-default", () => {
    const alternates = [
      { lang: "en" as const, path: "/services/knee" },
      { lang: "es" as const, path: "/es/services/knee" },
      { lang: "ht" as const, path: "/ht/services/knee" },
    ]
    const spanish: PageLanguage = {
      lang: "es",
      alternates,
      languageLinks: alternates,
      translatedRoutes: ["/services/knee"],
      notice: "translation",
    }
    const { markup, doc, meta, jsonLd } = renderHead({ path: "/es/services/knee" }, spanish)
    expect(markup).toContain('<html lang="es"')
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${TEST_SITE_URL}/es/services/knee`)
    const hreflang = [...doc.querySelectorAll('link[rel="alternate"]')].map(
      (link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
    )
    expect(hreflang).toEqual([
      `en ${TEST_SITE_URL}/services/knee`,
      `es ${TEST_SITE_URL}/es/services/knee`,
      `ht ${TEST_SITE_URL}/ht/services/knee`,
      `x-default ${TEST_SITE_URL}/services/knee`,
    ])
    expect(meta('meta[property="og:locale"]')).toBe("es_US")
    expect([...doc.querySelectorAll('meta[property="og:locale:alternate"]')].map((tag) => tag.getAttribute("content"))).toEqual([
      "en_US",
      "ht_HT",
    ])
    expect(nodeOfType(jsonLd, "WebPage").inLanguage).toBe("es")
    expect(nodeOfType(jsonLd, "WebSite").inLanguage).toEqual(["en", "es", "ht"])
  })

  it("lists no alternates on a page in one language, nor on a page kept out of search engines", () => {
    expect(renderHead().doc.querySelectorAll('link[rel="alternate"]')).toHaveLength(0)
  })

  it("gives the description and an absolute canonical URL built from the site URL", () => {
    const { doc, meta } = renderHead()
    expect(meta('meta[name="description"]')).toBe("Non-surgical care for knee pain.")
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${TEST_SITE_URL}/services/knee`)
  })

  it("normalises a trailing slash out of the canonical URL", () => {
    const { doc } = renderHead({ path: "/services/knee/" })
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${TEST_SITE_URL}/services/knee`)
  })

  it("adds keywords only when the page has some", () => {
    expect(renderHead().meta('meta[name="keywords"]')).toBeUndefined()
    expect(
      renderHead({ seo: { title: "Knee Pain", description: "Non-surgical care for knee pain.", keywords: ["knee pain", "PRP"] } }).meta(
        'meta[name="keywords"]',
      ),
    ).toBe("knee pain, PRP")
  })

  it("repeats title, description, URL, image and site name as Open Graph and Twitter tags", () => {
    const { meta, doc } = renderHead()
    expect(meta('meta[property="og:title"]')).toBe(doc.title)
    expect(meta('meta[property="og:description"]')).toBe("Non-surgical care for knee pain.")
    expect(meta('meta[property="og:url"]')).toBe(`${TEST_SITE_URL}/services/knee`)
    expect(meta('meta[property="og:site_name"]')).toBe(site.siteName)
    expect(meta('meta[property="og:type"]')).toBe("website")
    expect(meta('meta[property="og:image"]')).toBe(`${TEST_SITE_URL}/static/abc/social-card.jpg`)
    expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image")
    expect(meta('meta[name="twitter:title"]')).toBe(doc.title)
    expect(meta('meta[name="twitter:image"]')).toBe(`${TEST_SITE_URL}/static/abc/social-card.jpg`)
  })

  it("emits one JSON-LD graph whose clinic, website and page refer to each other by @id", () => {
    const { scripts, jsonLd } = renderHead({
      breadcrumbs: [
        { label: "Home", path: "/" },
        { label: "Services", path: "/services" },
        { label: "Knee Pain", path: "/services/knee" },
      ],
    })
    expect(scripts).toHaveLength(1)
    expect(jsonLd["@context"]).toBe("https://schema.org")
    const clinic = nodeOfType(jsonLd, "MedicalClinic")
    const website = nodeOfType(jsonLd, "WebSite")
    const page = nodeOfType(jsonLd, "WebPage")
    const breadcrumb = nodeOfType(jsonLd, "BreadcrumbList")
    expect(clinic.telephone).toBe(site.phone)
    expect(website.publisher).toEqual({ "@id": clinic["@id"] })
    expect(page.isPartOf).toEqual({ "@id": website["@id"] })
    expect(page.about).toEqual({ "@id": clinic["@id"] })
    expect(page.breadcrumb).toEqual({ "@id": breadcrumb["@id"] })
    expect(breadcrumb.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: TEST_SITE_URL },
      { "@type": "ListItem", position: 2, name: "Services", item: `${TEST_SITE_URL}/services` },
      { "@type": "ListItem", position: 3, name: "Knee Pain", item: `${TEST_SITE_URL}/services/knee` },
    ])
  })

  it("cannot be broken out of: a '</script>' in content stays inside the JSON-LD string", () => {
    const hostile = 'Knee</script><script>alert("x")</script>'
    const { markup, scripts, jsonLd } = renderHead({ seo: { title: "Knee Pain", description: hostile } })
    expect(markup).not.toContain("<script>alert")
    expect(scripts).toHaveLength(1)
    expect(nodeOfType(jsonLd, "WebPage").description).toBe(hostile)
  })
})
