import { Component, type ReactElement, Suspense } from 'react';
import { reportHydrationMismatch } from './hydration-check';
import { deferredHydration } from './hydration-stages';
import { sameRenderInput } from './same-render-input';

const onServer = typeof window === 'undefined';

interface StageProps {
  /** The id of the one element `children` renders: its server HTML is compared with the hydrated one. */
  rootId: string;
  children: ReactElement;
}

class DeferredHydration extends Component<StageProps> {
  /** Whether this subtree waits for a task of its own: only in the page's first hydration pass. */
  private readonly deferred = !onServer && deferredHydration.firstPass;
  private turn: Promise<void> | null = null;
  /** The props of the render that suspended (the server's state); a parent's render meanwhile replaces them. */
  private firstProps: StageProps | null = null;
  private resumed = false;
  private serverHtml: string | null = null;
  private settled = false;

  override render() {
    if (this.deferred && !this.resumed) {
      // Preact keeps the server's elements of a subtree that suspends while hydrating and hydrates it when the
      // promise settles (compat's Suspense). Until its turn (a later task) the part suspends again on every render,
      // also when its parent renders again meanwhile.
      this.firstProps ??= this.props;
      this.turn ??= deferredHydration.slot().then(() => {
        if (this.settled) return; // removed before its turn
        this.resumed = true;
        deferredHydration.resuming = true;
        this.serverHtml = document.getElementById(this.props.rootId)?.outerHTML ?? null;
      });
      throw this.turn;
    }
    return this.props.children;
  }

  override componentDidMount() {
    this.settle();
  }

  override componentDidUpdate() {
    this.settle();
  }

  override componentWillUnmount() {
    if (this.deferred && !this.settled) this.finish();
  }

  private settle() {
    if (!this.deferred || this.settled || !this.resumed) return;
    // Compared only when the part hydrated with the server's state: its inputs unchanged, no data answered since.
    const sameState =
      this.firstProps !== null &&
      sameRenderInput(this.firstProps.children, this.props.children) &&
      !deferredHydration.dataChanged;
    const hydrated = document.getElementById(this.props.rootId)?.outerHTML ?? null;
    if (sameState && this.serverHtml !== null && hydrated !== null) reportHydrationMismatch(this.serverHtml, hydrated);
    this.finish();
  }

  /** Done with: hydrated, or removed before (or during) its turn; the page's hydration ends after the last one. */
  private finish() {
    this.settled = true;
    if (this.resumed) deferredHydration.resuming = false;
    deferredHydration.done();
  }
}

/**
 * Issue 22 (Lighthouse's total blocking time): Preact hydrates a page in one task, and on a phone a store page's
 * hydration is one long task. A part of the page wrapped in this (the header, a product group, a CMS section, the
 * footer) hydrates in a task of its own after the rest (one stage per task, in page order); its server HTML stays on
 * screen meanwhile, taps on it are kept and replayed once every stage is hydrated (early-taps.ts). `children` is one
 * element with the id `rootId`; it must not call useId (ids are numbered in render order, and a stage renders after
 * the parts that follow it).
 * Outside the first hydration (server render, client navigation) it renders its children at once.
 */
export function HydrationStage({ rootId, children }: StageProps) {
  return (
    <Suspense fallback={null}>
      <DeferredHydration rootId={rootId}>{children}</DeferredHydration>
    </Suspense>
  );
}
