import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { e2ePort } from '../port';

const port = e2ePort;

/** The app shell as a person sees it: site frame, head tags, banners, modals, error screens. */
export class ShellPage {
  readonly app: Locator;
  readonly heading: Locator;
  readonly modalHost: Locator;
  readonly promoBanner: Locator;
  readonly errorPage: Locator;

  constructor(readonly page: Page) {
    this.app = page.locator('.app');
    this.heading = page.getByRole('heading', { level: 1 });
    this.modalHost = page.locator('.modal-host');
    this.promoBanner = page.locator('[data-banner="promo"]');
    this.errorPage = page.locator('[data-error-page]');
  }

  static url(host: string, path = '/') {
    return `http://${host}:${port}${path}`;
  }

  /** Opens a path on a site's host (`ai.localhost`, ...) and waits until the shell or an error shows. */
  async open(host: string, path = '/') {
    await this.page.goto(ShellPage.url(host, path));
    await expect(this.heading).toBeVisible();
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  footerButton(name: string) {
    return this.page.getByRole('contentinfo').getByRole('button', { name });
  }

  headMeta(selector: string) {
    return this.page.locator(`head ${selector}`);
  }

  /** A computed style of the first element matching `selector`. */
  styleOf(selector: string, property: string) {
    return this.page
      .locator(selector)
      .first()
      .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name).trim(), property);
  }

  /** axe-core on the current page: no serious or critical violation. */
  async expectAccessible() {
    const results = await new AxeBuilder({ page: this.page }).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(blocking).toEqual([]);
  }
}
