import { useId, useRef, useState, type KeyboardEvent } from "react"
import styled from "styled-components"
import { useRequiresHydration } from "../../hooks/useRequiresHydration"

interface StageTab {
  id: string
  label: string
  title: string
  points: readonly string[]
}

export interface StageTabsProps {
  /** Name of the tab list ("Treatment stages"). */
  label: string
  tabs: readonly StageTab[]
}

const TabList = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-xs);
  border-bottom: 2px solid var(--colors-border);
`

const Tab = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: var(--touchTarget);
  padding: var(--space-xs) var(--space-md);
  margin-bottom: -2px;
  border: 2px solid transparent;
  border-radius: var(--radii-small) var(--radii-small) 0 0;
  background: none;
  color: var(--colors-primary);
  font-weight: 700;
  text-decoration: none;

  &[aria-selected="true"] {
    border-color: var(--colors-border);
    border-bottom-color: var(--colors-background);
    background: var(--colors-background);
    color: var(--colors-text);
  }
`

const Panel = styled.div`
  padding: var(--space-lg) 0;
  ul {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: var(--space-xs);
  }
`

/**
 * Before / During / After. The page arrives as headed sections, every stage visible, with a row of
 * links to them: readable and usable before hydration and without script. The first time the
 * visitor uses that row (a click, or an arrow key), it becomes WAI-ARIA APG tabs
 * (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) showing the stage they chose. The change follows
 * their input, so nothing shifts on its own when React takes over. Then: roving tabindex (Tab
 * enters the list at the selected tab and leaves for the panel), Left and Right arrows move and
 * select (wrapping), Home and End go to the first and last tab.
 */
export function StageTabs({ label, tabs }: StageTabsProps) {
  useRequiresHydration()
  const [selected, setSelected] = useState<number | null>(null)
  const tabRefs = useRef<Array<HTMLAnchorElement | null>>([])
  const baseId = useId()
  const enhanced = selected !== null

  const select = (index: number) => {
    setSelected(index)
    tabRefs.current[index]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const current = selected ?? index
    const last = tabs.length - 1
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }
    if (event.key === " " && enhanced) {
      event.preventDefault()
      select(index)
    } else if (event.key in moves) {
      event.preventDefault()
      select(moves[event.key])
    }
  }

  return (
    <div>
      <TabList role={enhanced ? "tablist" : undefined} aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            href={`#${baseId}-panel-${tab.id}`}
            role={enhanced ? "tab" : undefined}
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={enhanced ? index === selected : undefined}
            aria-controls={enhanced ? `${baseId}-panel-${tab.id}` : undefined}
            tabIndex={enhanced ? (index === selected ? 0 : -1) : undefined}
            onClick={(event) => {
              event.preventDefault()
              select(index)
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab, index) => (
        <Panel
          key={tab.id}
          as={enhanced ? "div" : "section"}
          role={enhanced ? "tabpanel" : undefined}
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={enhanced ? `${baseId}-tab-${tab.id}` : `${baseId}-title-${tab.id}`}
          tabIndex={enhanced ? 0 : undefined}
          hidden={enhanced && index !== selected}
          data-print="show"
        >
          <h3 id={`${baseId}-title-${tab.id}`}>{tab.title}</h3>
          <ul>
            {tab.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </Panel>
      ))}
    </div>
  )
}
