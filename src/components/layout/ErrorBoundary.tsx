import { SiteLink } from "../ui/SiteLink"
import { Component, type ErrorInfo, type ReactNode } from "react"
import { Container } from "../ui/Container"

interface ErrorBoundaryProps {
  title: string
  homeLink: { label: string; path: string }
  children: ReactNode
}

interface ErrorBoundaryState {
  error: Error | null
}

/** Around every page: a page that throws shows what went wrong inside the layout, not a blank screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <Container $narrow>
        <div role="alert">
          <h1>{this.props.title}</h1>
          <p>{error.message}</p>
        </div>
        <p>
          <SiteLink to={this.props.homeLink.path}>{this.props.homeLink.label}</SiteLink>
        </p>
      </Container>
    )
  }
}
