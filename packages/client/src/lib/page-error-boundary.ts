import { Component, type ReactNode } from 'react';

type Props = {
  /** The address shown: going to another one tries again. */
  address: string;
  /** What shows in place of the page that failed: the app's reload page. */
  fallback: ReactNode;
  children: ReactNode;
};
type State = { address: string; failed: boolean };

/**
 * What fails while rendering a page, its code failing to load first of all, shows the app's reload
 * page in place of the page; going to another address tries again. The routes are declared rather
 * than a data router's (whose `errorElement` would do this), as no page uses loaders or actions.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { address: this.props.address, failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.address === state.address ? null : { address: props.address, failed: false };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
