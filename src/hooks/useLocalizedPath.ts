import { localizedPath } from "../lib/shared/page-language"
import { useSiteContent } from "./useSiteContent"

/** Turns a link of the content into the address of that page in this page's language (localizedPath). */
export function useLocalizedPath(): (link: string) => string {
  const { language } = useSiteContent()
  return (link) => localizedPath(link, language)
}
