import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeHostEditor } from "../src/lib/build-time/cms-admin-assets"
import { sampleContentWarning } from "../src/lib/build-time/content-gate"
import { buildPatientGuidePdf } from "../src/lib/build-time/patient-guide-pdf"
import { writeRobotsTxt } from "../src/lib/build-time/robots"
import { PATIENT_GUIDE_PDF } from "../src/lib/shared/routes"

/** After the pages are built: robots.txt, the patient guide PDF, the content editor's files, the sample-content warning. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const root = store.getState().program.directory as string
  const publicDir = path.join(root, "public")
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
    reporter.panicOnBuild("Could not read content/pages/patient-guide.json and content/site.json for the PDF guide", result.errors)
    return
  }
  const { patientGuideJson, siteJson, site } = result.data
  const siteUrl = site.siteMetadata.siteUrl

  writeRobotsTxt(publicDir, siteUrl)

  const guide = await buildPatientGuidePdf({ guide: patientGuideJson, clinic: { ...siteJson, siteUrl } })
  const guideFile = path.join(publicDir, ...PATIENT_GUIDE_PDF.split("/").filter(Boolean))
  fs.mkdirSync(path.dirname(guideFile), { recursive: true })
  fs.writeFileSync(guideFile, guide)

  reporter.info(writeHostEditor(root, siteUrl, process.env))

  const warning = sampleContentWarning(root, process.env)
  if (warning) reporter.warn(warning)
}
