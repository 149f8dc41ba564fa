import type { ReactElement } from "react"
import type { SectionKind, SectionOfKind } from "../../lib/shared/content/model/section-schemas"
import type { OfficeHoursEntry } from "../../lib/shared/locale-formats"
import type { ProcedureParts, TreatmentSafety } from "../../lib/shared/procedure-parts"
import { BenefitsCard } from "./BenefitsCard"
import { Callout } from "./Callout"
import { CardsSection } from "./CardsSection"
import { ColumnGroup } from "./ColumnGroup"
import { FaqList } from "./FaqList"
import { ItemList } from "./ItemList"
import { OutcomeStat } from "./OutcomeStat"
import { PatientQuotes } from "./PatientQuotes"
import { ResearchCards } from "./ResearchCards"
import { RisksSection } from "./RisksSection"
import { StepList } from "./StepList"
import { TextBlock } from "./TextBlock"
import { Timeline } from "./Timeline"

/** What every section's component may use besides its content: the page's shared labels, the clinic's facts, the procedure's parts. */
export interface SectionContext {
  labels: { readMore: string; readLess: string }
  /** The clinic's phone number, for the risks section's "call the clinic" line. */
  phone: string
  /** The clinic's office hours (content/site.json), beside what to do when it is closed. */
  officeHours: readonly OfficeHoursEntry[]
  closedLabel: string
  /** The risks of each part of this treatment's procedure, for its risks section. */
  procedureParts: ProcedureParts
  /** What every treatment page says about safety (content/shared.json treatmentSafety), for its risks section. */
  safety: TreatmentSafety
}

/**
 * The component that renders each kind of treatment section, one line per kind of the content
 * schema's union (src/lib/shared/content/model/section-schemas.ts): the type check fails until a new
 * kind has its line here.
 */
export const SECTION_COMPONENTS: { [K in SectionKind]: (props: SectionOfKind<K> & SectionContext) => ReactElement } = {
  risks: RisksSection,
  list: ItemList,
  steps: StepList,
  timeline: Timeline,
  callout: Callout,
  quotes: PatientQuotes,
  faq: FaqList,
  cards: CardsSection,
  columns: ColumnGroup,
  research: (section) => <ResearchCards {...section} {...section.labels} />,
  benefits: BenefitsCard,
  text: TextBlock,
  stat: OutcomeStat,
}
