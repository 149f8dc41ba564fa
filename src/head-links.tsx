import type { GatsbySSR } from "gatsby"
import regular from "@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff2"
import bold from "@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff2"

/**
 * Links every page's <head> needs before any CSS is parsed: the two font files (fonts.css uses
 * font-display: optional, so they must arrive before the first paint to be used) and the icon
 * (without it browsers ask for /favicon.ico, which does not exist, and log a 404).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <link key="font-regular" rel="preload" href={regular} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <link key="font-bold" rel="preload" href={bold} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ])
}
