import { expect, test } from '@playwright/test';
import { againstAwkwardUpstream, expectAccessible, openWithKey, snap, watchErrors } from '../helpers';

/** Alerts in proxy mode against the awkward upstream, which lacks every alert operation (the vendor documents none): the screen says so. */
againstAwkwardUpstream();

test('a deployment without the alert operations is said to lack them, section by section; nothing offers to change them', async ({ page }) => {
  const errors = watchErrors(page);
  await openWithKey(page, '/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  for (const what of ['Notification channels', 'Alert history', 'Delivery log'])
    await expect(page.getByRole('region', { name: what }).getByRole('note')).toContainText(`${what}: not offered by this deployment`);
  await expect(page.getByRole('button', { name: 'Add channel' })).toHaveCount(0);
  const rules = page.getByRole('region', { name: 'Rules for your own Prometheus' });
  await rules.getByRole('button', { name: 'Download Prometheus rules (YAML)' }).click();
  await expect(rules.getByRole('note')).toHaveText('Rules: not offered by this deployment (it does not answer the assumed GET /alert-rules).');
  await expectAccessible(page, 'alerts, proxied');
  await snap(page, 'alerts-proxy');
  expect(errors).toEqual([]);
});
