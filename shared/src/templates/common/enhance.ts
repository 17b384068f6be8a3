/**
 * Progressive enhancement for published pages and previews. Templates render complete markup with
 * React (data in → markup out); an enhancer adds behaviour to that markup in the browser without
 * re-rendering it, so a published page ships a few KB of script instead of React DOM (≈69 KB gzip).
 * Every enhancer returns a cleanup function, so a preview can detach it before re-rendering.
 */
export interface EnhanceContext {
  portfolioId: string;
  /** Where the contact form posts JSON (API.portfolioMessages(pid)); '' leaves the form alone. */
  messagesUrl: string;
}

export type Enhancer = (root: HTMLElement, ctx: EnhanceContext) => () => void;

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Adds a listener and returns its removal, so enhancers can collect cleanups in one list. */
export function listen<K extends keyof HTMLElementEventMap>(
  target: HTMLElement | Document | Window,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
  options?: AddEventListenerOptions,
): () => void {
  const fn = handler as EventListener;
  target.addEventListener(type, fn, options);
  return () => target.removeEventListener(type, fn, options);
}

export function all<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  return Array.from(root.querySelectorAll<T>(selector));
}

/** Runs several enhancers on one root and returns one cleanup. */
export function combine(...enhancers: Enhancer[]): Enhancer {
  return (root, ctx) => {
    const cleanups = enhancers.map((e) => e(root, ctx));
    return () => cleanups.forEach((c) => c());
  };
}
