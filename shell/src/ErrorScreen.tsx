import { Button, ErrorView } from '@lantern/ui';
import { Component, type ReactNode } from 'react';
import { fullClear } from './session/fullClear';

/** The global error screen: 'Something went wrong' with Reload Page, Clear Cache and Go to Login. */
export class ErrorScreen extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorView
        title="Something went wrong"
        message={this.state.error.message || 'Something went wrong. Please try again later'}
        actions={
          <>
            <Button onClick={() => window.location.reload()}>Reload Page</Button>
            <Button
              $variant="secondary"
              onClick={() => void fullClear().then(() => window.location.reload())}
            >
              Clear Cache
            </Button>
            <Button
              $variant="secondary"
              onClick={() => void fullClear().then(() => window.location.assign('/login'))}
            >
              Go to Login
            </Button>
          </>
        }
      />
    );
  }
}
