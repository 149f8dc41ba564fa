import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { buildPatientGuidePdf } from "../src/lib/build/patient-guide-pdf"
import { PATIENT_GUIDE_PDF } from "../src/lib/routes"

/** Writes the downloadable patient guide PDF from content/pages/patient-guide.json and content/site.json. */
export const writePatientGuide: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const result = await graphql<{
    patientGuideJson: { title: string; intro: string; sections: Array<{ title: string; paragraphs: string[]; points: string[] }> }
    siteJson: {
      siteName: string
      phone: string
      email: string
      address: { streetAddress: string; addressLocality: string; addressRegion: string; postalCode: string }
    }
    site: { siteMetadata: { siteUrl: string } }
  }>(`
    {
      patientGuideJson {
        title
        intro
        sections {
          id
          title
          paragraphs
          points
        }
      }
      siteJson {
        siteName
        phone
        email
        address {
          streetAddress
          addressLocality
          addressRegion
          postalCode
        }
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read content/pages/patient-guide.json for the PDF guide", result.errors)
    return
  }
  const { patientGuideJson, siteJson, site } = result.data
  const bytes = await buildPatientGuidePdf({
    guide: patientGuideJson,
    clinic: { ...siteJson, siteUrl: site.siteMetadata.siteUrl },
  })
  const root = store.getState().program.directory as string
  const target = path.join(root, "public", ...PATIENT_GUIDE_PDF.split("/").filter(Boolean))
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.writeFileSync(target, bytes)
}
