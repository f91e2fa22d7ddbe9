import { useEffect } from 'react';
import { partTakenOver, type PagePart } from './earlyEvents.ts';

/**
 * Placed last in a part's Suspense boundary: runs once the part is the app's own, taken over
 * (hydrated) with its code or drawn afresh. A task later, so that what the server could not know
 * (a shopper signed in in this browser) has replaced its guesses before a kept click is handled.
 */
export function PartTakenOver({ part }: { part: PagePart }) {
  useEffect(() => {
    const taken = setTimeout(() => partTakenOver(part));
    return () => clearTimeout(taken);
  }, [part]);
  return null;
}
