import { createGlobalStyle } from "styled-components"
import { media, themeCustomProperties } from "./theme"

export const GlobalStyle = createGlobalStyle`
  :root {
    ${themeCustomProperties}
  }

  *, *::before, *::after { box-sizing: border-box; }

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
`
