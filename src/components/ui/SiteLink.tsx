import { Link, type GatsbyLinkProps } from "gatsby"
import { useLocalizedPath } from "../../hooks/useLocalizedPath"

/**
 * Gatsby's Link to a page of the site, in the page's language: a content link "/services/knee" on
 * a Spanish page leads to "/es/services/knee" when that page is built in Spanish (localizedPath).
 */
export function SiteLink({ to, ...props }: Omit<GatsbyLinkProps<unknown>, "ref">) {
  const localized = useLocalizedPath()
  return <Link to={localized(to)} {...props} />
}
