import type { TreatmentSection as Section } from "../../lib/content/section-schemas"
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

export interface SectionLabels {
  readMore: string
  readLess: string
}

export interface TreatmentSectionProps {
  section: Section
  labels: SectionLabels
  /** The clinic's phone number, for the risks section's "call the clinic" line. */
  phone: string
}

/**
 * One section of a treatment page, rendered by the component for its `kind`. The switch is
 * exhaustive: a new kind in the schema fails the type check until it has a component here.
 */
export function TreatmentSection({ section, labels, phone }: TreatmentSectionProps) {
  switch (section.kind) {
    case "list":
      return <ItemList {...section} />
    case "steps":
      return <StepList {...section} />
    case "timeline":
      return <Timeline {...section} />
    case "callout":
      return <Callout {...section} />
    case "quotes":
      return <PatientQuotes {...section} />
    case "faq":
      return <FaqList {...section} />
    case "cards":
      return <CardsSection {...section} />
    case "columns":
      return <ColumnGroup {...section} />
    case "research":
      return <ResearchCards {...section} {...labels} />
    case "benefits":
      return <BenefitsCard {...section} />
    case "text":
      return <TextBlock {...section} />
    case "risks":
      return <RisksSection {...section} phone={phone} />
    case "stat":
      return <OutcomeStat {...section} />
    default:
      return assertNever(section)
  }
}

function assertNever(section: never): never {
  throw new Error(`Unknown section kind: ${JSON.stringify((section as { kind?: unknown }).kind)}`)
}
