import { test as base, expect } from '@playwright/test';
import { waitUntilLive } from './helpers';

/**
 * The journeys' `page`: opening or reloading a screen waits until it is live.
 * A screen the server drew shows at once but is inert until the console's
 * scripts have taken it over; a person cannot use it before then, and neither
 * should a journey. (e2e/server-rendering.spec.ts looks at that state itself.)
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const live = () => waitUntilLive(page, 15_000);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await live();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await live();
      return response;
    };
    await provide(page);
  },
});

export { expect };
