import { Component, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component props: lazyPart wraps components of every shape
type AnyComponent = ComponentType<any>;

export type LazyPart<C extends AnyComponent> = LazyExoticComponent<C> & {
  /** Starts loading the code (on hover or focus of what opens it); safe to call often. */
  preload: () => void;
  /** Starts loading the code and answers once it is in or has failed: for a first screen that waits for it. */
  ready: () => Promise<void>;
};

/**
 * A rarely opened part of the frame (settings drawer, notice list, dialogs): its code is not in
 * the frame's first load but fetched when it is first opened, or earlier on a hint (hover,
 * focus). A failed load is not remembered, so a later attempt fetches again.
 */
export function lazyPart<C extends AnyComponent>(load: () => Promise<{ default: C }>): LazyPart<C> {
  let pending: Promise<{ default: C }> | undefined;
  let loaded: { default: C } | undefined;
  const get = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (e: unknown) => {
        pending = undefined;
        throw e;
      },
    ));
  // A part whose code is already in (preloaded) is drawn in the render that first shows it: React
  // reads a thenable that answers at once, where even a settled promise costs a suspension, its
  // fallback drawn and a later render (which React holds back up to 300 ms after a fallback).
  const now = (module: { default: C }) => ({ then: (resolve: (m: { default: C }) => void) => resolve(module) });
  const part = lazy(() => (loaded ? (now(loaded) as unknown as Promise<{ default: C }>) : get())) as LazyPart<C>;
  // A hint only: the error, if any, shows when the part is really opened.
  part.ready = () =>
    get().then(
      () => undefined,
      () => undefined,
    );
  part.preload = () => void part.ready();
  return part;
}

/**
 * Around a part the frame loads by itself after its first paint (antd's message engine): if its
 * code cannot be loaded (a redeploy in between), the part is left out and `onError` is told,
 * instead of the whole frame giving way to the error page. Keyed by the caller to try again.
 */
export class PartBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
