import { useEffect, useRef, useState } from 'react';

/**
 * The fill handle being dragged: `fillTo` is the last row it would fill (the rows between show as selected), and
 * releasing the mouse anywhere fills them (`fill`, the clipboard's fill down). `bottom` is the selection's last row:
 * the handle never fills upwards.
 */
export function useFillHandle(bottom: number, fill: (toRow: number) => void) {
  const [fillTo, setFillTo] = useState<number | undefined>(undefined);
  // read by the window's mouseup listener, set up once
  const fillToRef = useRef<number | undefined>(undefined);
  fillToRef.current = fillTo;
  const fillRef = useRef(fill);
  fillRef.current = fill;

  useEffect(() => {
    const release = () => {
      const to = fillToRef.current;
      if (to === undefined) return;
      setFillTo(undefined);
      fillRef.current(to);
    };
    window.addEventListener('mouseup', release);
    return () => window.removeEventListener('mouseup', release);
  }, []);

  return {
    fillTo,
    dragging: () => fillToRef.current !== undefined,
    start: () => setFillTo(bottom),
    dragOver: (row: number) => setFillTo(Math.max(bottom, row)),
  };
}
