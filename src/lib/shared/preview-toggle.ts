/** The phone's button that shows the preview in place of the form, and back (src/lib/editor/page-preview.ts; src/lib/server/cms-admin-page.ts lays it out). */
export const PREVIEW_TOGGLE_CLASS = "entry-preview-toggle"
/** On the editor page's <body> while the phone shows the preview. */
export const PREVIEW_OPEN_CLASS = "entry-preview-open"
export const PREVIEW_TOGGLE_WORDS = { open: "Preview the page", close: "Back to the form" } as const
