import { useId, useRef, useState, type KeyboardEvent } from "react"
import styled from "styled-components"

export interface StageTab {
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

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
`

const Tab = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin-bottom: -2px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => `${theme.radii.small} ${theme.radii.small} 0 0`};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &[aria-selected="true"] {
    border-color: ${({ theme }) => theme.colors.border};
    border-bottom-color: ${({ theme }) => theme.colors.background};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
`

const Panel = styled.div`
  padding: ${({ theme }) => `${theme.space.lg} 0`};
  ul {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`

/**
 * Before / During / After as WAI-ARIA APG tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/):
 * roving tabindex, so Tab enters the list at the selected tab and leaves for the panel; Left and
 * Right arrows move and select (wrapping), Home and End go to the first and last tab.
 */
export function StageTabs({ label, tabs }: StageTabsProps) {
  const [selected, setSelected] = useState(0)
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const baseId = useId()

  const select = (index: number) => {
    setSelected(index)
    tabRefs.current[index]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }
    if (event.key in moves) {
      event.preventDefault()
      select(moves[event.key])
    }
  }

  return (
    <div>
      <TabList role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab, index) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== selected}
          data-print="show"
        >
          <h3>{tab.title}</h3>
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
