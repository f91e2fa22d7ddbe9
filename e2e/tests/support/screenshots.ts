import type { Page } from '@playwright/test';

/** Laptop and tablet screenshots of a screen, when SCREENSHOTS names a folder for them. */
export async function screenshots(page: Page, name: string) {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  for (const [size, viewport] of Object.entries({
    laptop: { width: 1280, height: 800 },
    tablet: { width: 820, height: 1180 },
  })) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${folder}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
