import { useEffect, useState } from "react"
import { useRequiresHydration } from "./useRequiresHydration"

/**
 * The id of the section the reader is in: the last of `ids` whose heading has scrolled to within
 * `offset` pixels of the top of the window (the first one until any has). Scroll events are
 * read once per animation frame.
 */
export function useActiveSection(ids: readonly string[], offset = 100): string | undefined {
  useRequiresHydration()
  const [active, setActive] = useState<string | undefined>(ids[0])
  const key = ids.join(" ")

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      let current = ids[0]
      for (const id of ids) {
        const element = document.getElementById(id)
        if (element && element.getBoundingClientRect().top <= offset) current = id
      }
      setActive(current)
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener("scroll", onScroll, { passive: true })
    window.addEventListener("resize", onScroll)
    return () => {
      window.removeEventListener("scroll", onScroll)
      window.removeEventListener("resize", onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
    // `key` stands for `ids`: a new array with the same ids must not restart the listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, offset])

  return active
}
