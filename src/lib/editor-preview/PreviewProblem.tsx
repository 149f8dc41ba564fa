/** The preview's plain message in place of a page it cannot draw yet (PreviewBoundary), in the editor's own plain style. */
export function PreviewProblem({ text = PREVIEW_PROBLEM }: { text?: string }) {
  return (
    <p role="status" style={{ margin: "1rem", padding: "1rem", font: "16px/1.5 system-ui, sans-serif", border: "1px solid #6b7280" }}>
      {text}
    </p>
  )
}

export const PREVIEW_PROBLEM =
  "The page cannot be shown yet: a field it needs is empty or not in the form it takes. Complete the form and the page appears here."
