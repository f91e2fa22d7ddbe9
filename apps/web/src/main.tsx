import { keepEarlyEvents } from './app/earlyEvents.ts';
import { RENDERED_SCREEN_ID } from './app/renderedScreen.ts';

const mount = () => void import('./app/mount.tsx');

/**
 * A page the server drew is shown before its code loads: the code (most of it the framework) is
 * asked for once the page and its pictures have loaded and been painted. Sooner, on a slow line it
 * would share the line with them, and its first long task could hold back the paint. A page the
 * browser draws needs its code at once. A hidden tab paints nothing, so it does not wait for that.
 */
function mountAfterPaint() {
  if (document.visibilityState === 'hidden') mount();
  else requestAnimationFrame(() => setTimeout(mount));
}

if (!document.getElementById(RENDERED_SCREEN_ID)) mount();
else {
  keepEarlyEvents();
  if (document.readyState === 'complete') mountAfterPaint();
  else window.addEventListener('load', mountAfterPaint, { once: true });
}
