import styled from "styled-components"
import { languageOf, type LanguageCode } from "../../lib/shared/languages"
import type { LanguageLink } from "../../lib/shared/page-language"
import { Container } from "../ui/Container"

export interface LanguageSwitcherProps {
  /** The list's name for screen readers, in the page's language ("Language", "Idioma"). */
  label: string
  current: LanguageCode
  /** This page in each language, or that language's home page (PageLanguage.languageLinks). */
  links: readonly LanguageLink[]
}

const Bar = styled.nav`
  background: var(--colors-surface);
  border-bottom: 1px solid var(--colors-border);
  font-size: var(--fontSizes-small);

  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 0 var(--space-xs);
    list-style: none;
    margin: 0;
    padding: 0;
  }

  a,
  [aria-current] {
    display: inline-flex;
    align-items: center;
    min-height: var(--touchTarget);
    padding: 0 var(--space-sm);
  }

  [aria-current] {
    font-weight: 700;
  }
`

/**
 * Every language the page is published in, each named in itself with its `lang`, above the
 * header at every width: plain links, so it works without JavaScript and a patient finds it
 * without opening the menu. The current language is shown, not linked. A link leads to this page
 * in that language, or to that language's home page where this page has no translation; the site
 * never chooses a language from the browser's settings.
 */
export function LanguageSwitcher({ label, current, links }: LanguageSwitcherProps) {
  if (links.length < 2) return null
  return (
    <Bar aria-label={label}>
      <Container>
        <ul>
          {links.map(({ lang, path }) => {
            const { tag, name } = languageOf(lang)
            return (
              <li key={lang}>
                {lang === current ? (
                  <span lang={tag} aria-current="true">
                    {name}
                  </span>
                ) : (
                  <a href={path} lang={tag} hrefLang={tag}>
                    {name}
                  </a>
                )}
              </li>
            )
          })}
        </ul>
      </Container>
    </Bar>
  )
}
