// A page the server drew shows its buttons before the app takes it over, and until then a button
// outside a form does nothing. The entry keeps such clicks; the app clicks them again once it has
// taken the page over, so a shopper's early click is late, never lost.
const kept: HTMLButtonElement[] = [];

function keep(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button && !button.form && !button.disabled) kept.push(button);
}

export function keepEarlyClicks() {
  document.addEventListener('click', keep, true);
}

/** Once the screen is the app's own, so the click is handled as any later one. */
export function replayEarlyClicks() {
  document.removeEventListener('click', keep, true);
  for (const button of kept.splice(0)) if (button.isConnected) button.click();
}
