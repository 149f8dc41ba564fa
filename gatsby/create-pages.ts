import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { compliancePath, treatmentPath } from "../src/lib/routes"
import { redirects } from "../content/redirects.json"

export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter }) => {
  // An old address is a small page that forwards the visitor (meta refresh, canonical link to
  // the new page), because `gatsby serve` and plain static hosts ignore Gatsby's createRedirect.
  for (const { from, to } of redirects) {
    actions.createPage({
      path: from,
      component: path.resolve("src/templates/redirect.tsx"),
      context: { toPath: to },
    })
  }

  // One page per document of content/pages/compliance.json, at /<slug>.
  const compliance = await graphql<{ complianceJson: { documents: Array<{ slug: string }> } | null }>(`
    query ComplianceDocuments {
      complianceJson {
        documents {
          slug
        }
      }
    }
  `)
  if (compliance.errors || !compliance.data?.complianceJson) {
    reporter.panicOnBuild("Could not read the documents of content/pages/compliance.json", compliance.errors)
    return
  }
  for (const { slug } of compliance.data.complianceJson.documents) {
    actions.createPage({
      path: compliancePath(slug),
      component: path.resolve("src/templates/compliance-document.tsx"),
      context: { slug },
    })
  }

  // One page per file in content/treatments/: adding a treatment is adding one JSON file.
  // The template queries its record by id, so the page context stays small.
  const result = await graphql<{ allTreatmentsJson: { nodes: Array<{ id: string; slug: string }> } }>(`
    query TreatmentPages {
      allTreatmentsJson(sort: { slug: ASC }) {
        nodes {
          id
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the treatments in content/treatments/", result.errors)
    return
  }
  for (const { id, slug } of result.data.allTreatmentsJson.nodes) {
    actions.createPage({
      path: treatmentPath(slug),
      component: path.resolve("src/templates/treatment.tsx"),
      context: { id },
    })
  }
}
