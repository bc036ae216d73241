import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface Viewport {
  scrollTop: number;
  scrollLeft: number;
  width: number;
  height: number;
}

/** Before the first measure (and in test DOMs, which have no layout), draw as if on a common laptop screen. */
const UNMEASURED = { width: 1024, height: 640 };

/**
 * The scroller's position and size, updated at most once per animation frame: a wheel fling fires many scroll
 * events per frame, and each redraw of the window should cover them all.
 */
export function useViewport(ref: RefObject<HTMLElement | null>) {
  const [viewport, setViewport] = useState<Viewport>({ scrollTop: 0, scrollLeft: 0, ...UNMEASURED });
  const frame = useRef(0);

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    setViewport((prev) => {
      const next = {
        scrollTop: el.scrollTop,
        scrollLeft: el.scrollLeft,
        width: el.clientWidth || UNMEASURED.width,
        height: el.clientHeight || UNMEASURED.height,
      };
      const same =
        prev.scrollTop === next.scrollTop &&
        prev.scrollLeft === next.scrollLeft &&
        prev.width === next.width &&
        prev.height === next.height;
      return same ? prev : next;
    });
  }, [ref]);

  const onScroll = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      measure();
    });
  }, [measure]);

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

  return { viewport, onScroll, measure };
}
