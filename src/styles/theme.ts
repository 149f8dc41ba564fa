/**
 * Design tokens. Every colour pair used for text meets WCAG 2.1 AA contrast (4.5:1) on the
 * background named beside it; sizes are in rem so they follow the reader's font-size setting.
 */
export const theme = {
  colors: {
    text: "#1c2a33", // on background: 14.6:1
    textMuted: "#4a5a64", // on background and surface: 7:1
    background: "#ffffff",
    surface: "#f4f8f8", // cards and bands
    primary: "#0b4a63", // links and buttons; white on it: 9.6:1
    primaryHover: "#083649",
    onPrimary: "#ffffff",
    accent: "#137a86", // decorative marks and borders; white on it 4.9:1
    border: "#c9d6da",
    focus: "#c2410c", // focus ring: 3:1 against white and primary
    noteBackground: "#fff4dc", // amber important notes
    noteBorder: "#b45309",
    noteText: "#5b3104",
    dangerBackground: "#fdecec",
    dangerText: "#8a1c1c",
    star: "#8a5a00",
  },
  fonts: {
    body: `"Atkinson Hyperlegible", "Atkinson Hyperlegible Fallback Arial", "Atkinson Hyperlegible Fallback Roboto", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`,
  },
  fontSizes: {
    small: "0.9375rem",
    body: "1.125rem", // 18px: comfortable for older readers on phones
    lead: "1.25rem",
    h3: "1.3125rem",
    h2: "clamp(1.5rem, 1.2rem + 1.2vw, 2rem)",
    h1: "clamp(1.875rem, 1.4rem + 2vw, 2.75rem)",
  },
  lineHeights: { body: 1.6, heading: 1.25 },
  space: {
    xxs: "0.25rem",
    xs: "0.5rem",
    sm: "0.75rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2.5rem",
    xxl: "4rem",
  },
  radii: { small: "6px", card: "12px", pill: "999px" },
  shadows: { card: "0 1px 3px rgba(12, 42, 54, 0.12), 0 4px 12px rgba(12, 42, 54, 0.06)" },
  layout: { maxWidth: "72rem", readingWidth: "42rem", headerHeight: "4.5rem" },
  /** Smallest touch target, from WCAG 2.5.5. */
  touchTarget: "44px",
} as const

const breakpoints = { tablet: 640, desktop: 960 } as const

/** Media queries, mobile first: `${media.desktop} { ... }`. */
export const media = {
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  belowDesktop: `@media (max-width: ${breakpoints.desktop - 0.02}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
  print: "@media print",
} as const
