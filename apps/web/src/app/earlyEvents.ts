// A page the server drew shows its controls before the app takes it over; until then a button
// outside a form does nothing, and a choice in a list changes nothing. The entry keeps such clicks
// and choices, and the app replays them once it has taken the page over: a shopper's early action
// is late, never lost. Parts the app has taken over already would handle them now and again at the
// replay, so they reach the app only then. A link clicked meanwhile is followed by the browser.
const clicked: HTMLButtonElement[] = [];
const chosen = new Map<HTMLSelectElement, string>();

/**
 * The parts of the page taken over on their own, each as its code arrives. A choice replayed
 * before all are would change the labels a part still being taken over is compared with.
 */
export type PagePart = 'screen' | 'footer';
const PAGE_PARTS: PagePart[] = ['screen', 'footer'];
const partsTakenOver = new Set<PagePart>();

function keepClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest('button');
  if (button && !button.form && !button.disabled) {
    clicked.push(button);
    event.stopPropagation();
  } else if (target?.closest('a[href]')) {
    // A link is followed by the browser itself: the app's router, in a part already taken over,
    // would change the screen while another part is still being compared with the drawn page.
    event.stopPropagation();
  }
}

function keepChoice(event: Event) {
  if (!(event.target instanceof HTMLSelectElement)) return;
  chosen.set(event.target, event.target.value);
  event.stopPropagation();
}

export function keepEarlyEvents() {
  document.addEventListener('click', keepClick, true);
  document.addEventListener('change', keepChoice, true);
}

/** Marks a part as the app's; once every part is, the kept events are replayed. */
export function partTakenOver(part: PagePart) {
  partsTakenOver.add(part);
  if (PAGE_PARTS.every((each) => partsTakenOver.has(each))) replayEarlyEvents();
}

function replayEarlyEvents() {
  document.removeEventListener('click', keepClick, true);
  document.removeEventListener('change', keepChoice, true);
  for (const [select, value] of chosen) {
    if (!select.isConnected) continue;
    // Taking the page over put the list back to the choice it was drawn with.
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  chosen.clear();
  for (const button of clicked.splice(0)) if (button.isConnected) button.click();
}
