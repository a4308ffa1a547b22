import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '../lib/chunk-errors';
import { ChunkRecovery } from './chunk-recovery';

/**
 * Catches a page whose code failed to load (a redeploy removed its chunk) and recovers in
 * place, inside the frame; any other error goes on to the route's error page.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- what the child threw goes on, as it was, to the next boundary
    if (!isChunkLoadError(error)) throw error;
    return <ChunkRecovery />;
  }
}
