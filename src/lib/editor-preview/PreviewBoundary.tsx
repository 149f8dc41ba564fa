import { Component, type ReactNode } from "react"
import { PreviewProblem } from "./PreviewProblem"

interface State {
  failed: boolean
}

/**
 * What the page preview shows when the page cannot be drawn from the form as it stands (a field
 * still empty, a value of another kind while the staff type): a short plain message, never the
 * site's own error page, and never an error that stops the editor. The next change of the form
 * draws the page again.
 */
export class PreviewBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  componentDidUpdate(previous: { children: ReactNode }) {
    if (this.state.failed && previous.children !== this.props.children) this.setState({ failed: false })
  }

  render() {
    return this.state.failed ? <PreviewProblem /> : this.props.children
  }
}
