import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { startPgCluster, type PgCluster } from '../../src/server/testing/pg-cluster';
import { spawnServer } from '../../src/server/testing/spawn-server';
import { expectAccessible, snap, unique, watchErrors } from '../helpers';

// Several servers, one state (issue 61): two console servers over one PostgreSQL database, as behind a load balancer.
// The journey starts a throwaway cluster of its own (PostgreSQL installed: .ci/run sees to it) and both servers on free ports.

let cluster: PgCluster;
const servers: { child: ChildProcess; url: string }[] = [];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  cluster = await startPgCluster({ fsync: false });
  const url = await cluster.database('journey');
  servers.push(...(await Promise.all([0, 1].map(() => spawnServer({ HOST: '127.0.0.1', DATABASE_URL: url })))));
});

test.afterAll(async () => {
  for (const s of servers) s.child.kill('SIGTERM');
  await cluster?.close();
});

test('a workgroup created in the browser on one server is there at once on the other', async ({ page }) => {
  const errors = watchErrors(page);
  const [a, b] = servers;
  const name = unique('Shared graph');
  await page.goto(`${a!.url}/workgroups`);
  await page.getByRole('link', { name: 'Create workgroup' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Cloud provider').selectOption({ label: 'Acme AWS Europe (AWS · eu-west-1)' });
  await expect(page.getByLabel('Region')).toHaveValue('eu-west-1');
  await page.getByRole('button', { name: 'Create workgroup' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The other server, as the load balancer's next pick would be: the workgroup is listed, and opens.
  await page.goto(`${b!.url}/workgroups`);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await snap(page, 'several-servers-list-on-b');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('eu-west-1')).toBeVisible();
  await expectAccessible(page, 'workgroup on the second server');
  expect(errors).toEqual([]);
});
