import styled from "styled-components"
import { TitledSection } from "../ui/TitledSection"

const Text = styled.p`
  max-width: var(--layout-readingWidth);
`

/** On a page that injects bone marrow or fat: that they hold few stem cells, and what "stem cell therapy" means there (content/shared.json). */
export function StemCellMeaning({ title, text }: { title: string; text: string }) {
  return (
    <TitledSection title={title}>
      <Text>{text}</Text>
    </TitledSection>
  )
}
