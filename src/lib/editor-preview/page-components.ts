import type { ComponentType } from "react"
import NotFoundPage from "../../pages/404"
import AboutPage from "../../pages/about"
import AccessibilityPage from "../../pages/accessibility"
import CompliancePage from "../../pages/compliance"
import ConditionsPage from "../../pages/conditions"
import ContactPage from "../../pages/contact"
import HomePage from "../../pages/index"
import FaqPage from "../../pages/resources/faq"
import ResourcesPage from "../../pages/resources/index"
import PatientGuidePage from "../../pages/resources/patient-guide"
import TestimonialsPage from "../../pages/resources/testimonials"
import WhatToExpectPage from "../../pages/resources/what-to-expect"
import ServicesPage from "../../pages/services"
import ComplianceDocumentPage from "../../templates/compliance-document"
import TreatmentPage from "../../templates/treatment"

/** The props the preview gives a page, as Gatsby gives them (its query's data, its address, its page context). */
export type PreviewedPage = ComponentType<{ data: unknown; location: { pathname: string }; pageContext: unknown }>

/**
 * The component of each page the preview draws (PagePreview.page): a page of src/pages by its
 * English route, a collection's template by the collection's folder (gatsby/create-pages.ts).
 * `__tests__/page-preview.test.tsx` finds a component here for every page file and collection.
 */
export const PAGE_COMPONENTS: Readonly<Record<string, PreviewedPage>> = Object.fromEntries(
  Object.entries({
    "/": HomePage,
    "/404": NotFoundPage,
    "/about": AboutPage,
    "/accessibility": AccessibilityPage,
    "/compliance": CompliancePage,
    "/conditions": ConditionsPage,
    "/contact": ContactPage,
    "/resources": ResourcesPage,
    "/resources/faq": FaqPage,
    "/resources/patient-guide": PatientGuidePage,
    "/resources/testimonials": TestimonialsPage,
    "/resources/what-to-expect": WhatToExpectPage,
    "/services": ServicesPage,
    treatments: TreatmentPage,
    compliance: ComplianceDocumentPage,
  }).map(([page, component]) => [page, component as unknown as PreviewedPage]),
)
