import type {
  BreadcrumbList,
  Graph,
  MedicalClinic,
  MedicalSpecialty,
  OpeningHoursSpecification,
  Physician,
  Thing,
  WebPage,
  WebSite,
} from "schema-dts"
import { physicianWithProfession } from "./physician"

/**
 * Typed builders for the one JSON-LD @graph each page emits. Nodes refer to each other by
 * @id (the clinic, the website, the page), so a search engine reads them as one description.
 */

export interface ClinicFacts {
  siteName: string
  description: string
  phone: string
  email: string
  physician: { name: string; credentials: string; profession: string; medicalSpecialties: readonly string[] }
  address: {
    streetAddress: string
    addressLocality: string
    addressRegion: string
    postalCode: string
    addressCountry: string
  }
  geo: { latitude: number; longitude: number }
  officeHours: ReadonlyArray<{ days: readonly string[]; opens?: string | null; closes?: string | null }>
  languages: readonly string[]
}

export interface Crumb {
  label: string
  path: string
}

export const ids = {
  clinic: (siteUrl: string) => `${siteUrl}/#clinic`,
  physician: (siteUrl: string) => `${siteUrl}/#physician`,
  website: (siteUrl: string) => `${siteUrl}/#website`,
  webPage: (pageUrl: string) => `${pageUrl}#webpage`,
  breadcrumb: (pageUrl: string) => `${pageUrl}#breadcrumb`,
}

/** "/" -> "https://example.org", "/about" -> "https://example.org/about" */
export function absoluteUrl(siteUrl: string, path: string): string {
  return path === "/" ? siteUrl : `${siteUrl}${path}`
}

export function clinicNode(clinic: ClinicFacts, siteUrl: string, imageUrl?: string): MedicalClinic {
  return {
    "@type": "MedicalClinic",
    "@id": ids.clinic(siteUrl),
    name: clinic.siteName,
    description: clinic.description,
    url: siteUrl,
    telephone: clinic.phone,
    email: clinic.email,
    ...(imageUrl ? { image: imageUrl } : {}),
    address: { "@type": "PostalAddress", ...clinic.address },
    geo: { "@type": "GeoCoordinates", latitude: clinic.geo.latitude, longitude: clinic.geo.longitude },
    openingHoursSpecification: clinic.officeHours.filter((h) => h.opens && h.closes).map(openingHours),
    // Organizations state their languages as knowsLanguage; availableLanguage belongs to a ContactPoint.
    knowsLanguage: clinic.languages.map((name) => ({ "@type": "Language", name })),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "appointments",
      telephone: clinic.phone,
      email: clinic.email,
      availableLanguage: clinic.languages.map((name) => ({ "@type": "Language", name })),
    },
    medicalSpecialty: specialties(clinic),
    isAcceptingNewPatients: true,
    member: { "@id": ids.physician(siteUrl) },
  }
}

function openingHours(hours: ClinicFacts["officeHours"][number]): OpeningHoursSpecification {
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`) as OpeningHoursSpecification["dayOfWeek"],
    opens: hours.opens!,
    closes: hours.closes!,
  }
}

function specialties(clinic: ClinicFacts): MedicalSpecialty[] {
  return clinic.physician.medicalSpecialties.map((specialty) => `https://schema.org/${specialty}`) as MedicalSpecialty[]
}

/**
 * The clinic's physician, in every page's graph (the clinic names her as its member). A schema.org
 * Physician, with the medical specialties content/site.json gives, the clinic's address and phone.
 */
export function physicianNode(clinic: ClinicFacts, siteUrl: string): Physician {
  return {
    "@type": "Physician",
    "@id": ids.physician(siteUrl),
    name: clinic.physician.name,
    description: physicianWithProfession(clinic.physician),
    medicalSpecialty: specialties(clinic),
    telephone: clinic.phone,
    address: { "@type": "PostalAddress", ...clinic.address },
    parentOrganization: { "@id": ids.clinic(siteUrl) },
    knowsLanguage: clinic.languages.map((name) => ({ "@type": "Language", name })),
  }
}

/** The site, in the languages it has pages in (BCP 47 tags, English first). */
export function websiteNode(clinic: ClinicFacts, siteUrl: string, languages: readonly string[] = ["en"]): WebSite {
  return {
    "@type": "WebSite",
    "@id": ids.website(siteUrl),
    url: siteUrl,
    name: clinic.siteName,
    inLanguage: languages.length === 1 ? languages[0] : [...languages],
    publisher: { "@id": ids.clinic(siteUrl) },
  }
}

export type WebPageType = "WebPage" | "MedicalWebPage" | "AboutPage" | "ContactPage" | "FAQPage" | "CollectionPage"

export interface WebPageFacts {
  type: WebPageType
  url: string
  name: string
  description: string
  /** The page's language, a BCP 47 tag ("es"). */
  inLanguage: string
  hasBreadcrumb: boolean
  /** Extra properties of the page node, such as lastReviewed on a MedicalWebPage. */
  extra?: Record<string, unknown>
}

export function webPageNode(siteUrl: string, page: WebPageFacts): WebPage {
  return {
    "@type": page.type,
    "@id": ids.webPage(page.url),
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: page.inLanguage,
    isPartOf: { "@id": ids.website(siteUrl) },
    about: { "@id": ids.clinic(siteUrl) },
    ...(page.hasBreadcrumb ? { breadcrumb: { "@id": ids.breadcrumb(page.url) } } : {}),
    ...page.extra,
  } as WebPage
}

export function breadcrumbNode(siteUrl: string, pageUrl: string, crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    "@id": ids.breadcrumb(pageUrl),
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  }
}

export function graph(nodes: readonly Thing[]): Graph {
  return { "@context": "https://schema.org", "@graph": nodes }
}

/**
 * JSON for a <script type="application/ld+json">. Escaping "<" (and ">", "&", U+2028/9) as
 * unicode escapes keeps a "</script>" inside any string from ending the script early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`)
}
