import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** What the whole grid draws from: the scroller's size and horizontal position. */
export interface Viewport {
  scrollLeft: number;
  width: number;
  height: number;
}

/**
 * The scroller's vertical position, outside React state: only the row layer subscribes to it
 * (`useSyncExternalStore`), so a wheel fling re-renders the rows, not the toolbar, header and hooks of the grid.
 */
export class ScrollTop {
  private value = 0;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = (): number => this.value;

  set(value: number): void {
    if (value === this.value) return;
    this.value = value;
    for (const listener of this.listeners) listener();
  }
}

/** Before the first measure (and in test DOMs, which have no layout), draw as if on a common laptop screen. */
const UNMEASURED = { width: 1024, height: 640 };

/**
 * The scroller's position and size, updated at most once per animation frame: a wheel fling fires many scroll
 * events per frame, and each redraw of the window should cover them all. The size and horizontal position are
 * state (they change the columns drawn); the vertical position is `scrollTop`, heard by the row layer alone.
 */
export function useViewport(ref: RefObject<HTMLElement | null>) {
  const [viewport, setViewport] = useState<Viewport>({ scrollLeft: 0, ...UNMEASURED });
  const [scrollTop] = useState(() => new ScrollTop());
  const frame = useRef(0);
  /** The horizontal position last put in state. */
  const shownLeft = useRef(0);

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    scrollTop.set(el.scrollTop);
    const scrollLeft = el.scrollLeft;
    shownLeft.current = scrollLeft;
    const width = el.clientWidth || UNMEASURED.width;
    const height = el.clientHeight || UNMEASURED.height;
    setViewport((prev) =>
      prev.scrollLeft === scrollLeft && prev.width === width && prev.height === height
        ? prev
        : { scrollLeft, width, height },
    );
  }, [ref, scrollTop]);

  // a scroll changes the position only: the size is the ResizeObserver's, and reading it here could force a layout
  const onScroll = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const el = ref.current;
      if (!el) return;
      scrollTop.set(el.scrollTop);
      const scrollLeft = el.scrollLeft;
      // a vertical fling must not schedule a render of the whole grid, not even one that bails out
      if (scrollLeft === shownLeft.current) return;
      shownLeft.current = scrollLeft;
      setViewport((prev) => ({ ...prev, scrollLeft }));
    });
  }, [ref, scrollTop]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [measure, ref]);

  return { viewport, scrollTop, onScroll, measure };
}
