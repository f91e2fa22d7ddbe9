import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onVisible` when the returned element is near the viewport while `active`; each time it
 * becomes active again (a page arrived) it checks afresh, so a tall screen keeps filling.
 */
export function useNearViewport<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && callback.current(),
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

/**
 * Whether the returned element has come near the viewport yet: for parts below the first screen
 * that load only then. In a browser without IntersectionObserver (tests), at once; in the server's
 * render, never: it draws the first screen, and the browser fills in the rest as it comes near.
 */
export function useNearOnce<T extends Element>(already = false) {
  const [near, setNear] = useState(
    () => already || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );
  const ref = useNearViewport<T>(() => setNear(true), !near);
  return [ref, near] as const;
}
