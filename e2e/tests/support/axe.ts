import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: what issue 6 asks every page to meet. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const brief = (violations: Violation[]) =>
  violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }));

/** Waits for the page's data to arrive: no request in flight, no skeleton left. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Runs axe on the page as it is now. Serious and critical violations fail the test (softly, so one
 * run names every page); moderate and minor ones are attached to the report.
 */
export async function expectAccessible(page: Page, name: string) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    // Details of passing nodes aren't read: leaving them out makes each scan quicker.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const others = violations.filter((v) => !blocking.includes(v));
  if (others.length) {
    await test.info().attach(`${name}: moderate and minor`, {
      body: JSON.stringify(brief(others), null, 2),
      contentType: 'application/json',
    });
  }
  expect.soft(brief(blocking), `serious or critical violations on ${name}`).toEqual([]);
}
