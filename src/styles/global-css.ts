import { TRANSLATED_LANGUAGES } from "../lib/shared/languages"
import { media, theme } from "./theme"

/**
 * The tokens as CSS custom properties, declared once on :root by the global styles below: `theme.colors.primary`
 * is `var(--colors-primary)` in a component's styles. Static styles need no theme at run time.
 */
export const themeCustomProperties = Object.entries(theme)
  .flatMap(([group, value]) =>
    typeof value === "object" ? Object.entries(value).map(([name, token]) => `--${group}-${name}: ${token};`) : [`--${group}: ${value};`],
  )
  .join("\n")

/** A page in a translated language names its own cut of the web font (src/styles/fonts.css), the fallbacks unchanged. */
const languageFonts = TRANSLATED_LANGUAGES.map(
  ({ code, tag }) =>
    `html[lang="${tag}"] { --fonts-body: ${theme.fonts.body.replace('"Atkinson Hyperlegible",', `"Atkinson Hyperlegible ${code}",`)}; }`,
).join("\n")

/** Comments out, runs of white space to one space: the rules hold no string where spacing matters. */
function minify(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .trim()
}

/**
 * The site's global styles: the design tokens as custom properties on :root, the base type and
 * the print rules. A plain string that only the server renders, into every page's <head> before
 * the components' styles (src/render/on-render-body.tsx), so the browser neither downloads it twice (in the
 * HTML and in the JavaScript) nor re-injects it when React takes over.
 */
export const globalCss = minify(`
  :root {
    ${themeCustomProperties}
  }
  ${languageFonts}

  *, *::before, *::after { box-sizing: border-box; }

  /*
   * A slow connection can deliver the HTML cut inside a <details>, and the browser may paint
   * before its <summary> arrives: it then draws its own "Details" label, which the real one
   * replaces a moment later (a layout shift of the header's Menu button, seen on a throttled
   * phone). Such a half-parsed disclosure is not drawn at all.
   */
  details:not(:has(> summary)) { display: none; }

  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    scroll-padding-top: 1rem;
  }
  ${media.reducedMotion} {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }

  body {
    margin: 0;
    font-family: var(--fonts-body);
    font-size: var(--fontSizes-body);
    line-height: var(--lineHeights-body);
    color: var(--colors-text);
    background: var(--colors-background);
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4 { line-height: var(--lineHeights-heading); margin: 0 0 var(--space-md); }
  h1 { font-size: var(--fontSizes-h1); }
  h2 { font-size: var(--fontSizes-h2); }
  h3 { font-size: var(--fontSizes-h3); }
  p, ul, ol { margin: 0 0 var(--space-md); }
  img { max-width: 100%; height: auto; }

  a { color: var(--colors-primary); text-underline-offset: 0.15em; }
  /* An e-mail address is one long word: on a 320px screen it may break rather than push the page sideways. */
  a[href^="mailto:"] { overflow-wrap: anywhere; }
  a:hover { color: var(--colors-primaryHover); }

  :focus-visible {
    outline: 3px solid var(--colors-focus);
    outline-offset: 2px;
  }

  ${media.print} {
    html { scroll-behavior: auto; }
    body { font-size: 11pt; color: #000; }
    a[href^="http"]::after, a[href^="/"]::after { content: " (" attr(href) ")"; font-size: 0.85em; }
    nav, button:not([data-print="show"]), [data-print="hide"] { display: none !important; }
    /* A button that holds content (an accordion question) prints as its text. */
    button[data-print="show"] { border: 0; background: none; padding: 0; color: #000; font-weight: 700; }
    /* Closed accordion answers and inactive tab panels belong on paper too. */
    [data-print="show"][hidden] { display: block !important; }
    a[href^="tel:"]::after, a[href^="mailto:"]::after { content: ""; }
    h2, h3 { break-after: avoid; }
    li, blockquote { break-inside: avoid; }
  }
`)
