import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { ESLint } from 'eslint';
import { SERVER_FLOORS } from './eslint-server-floors.js';

// Lints snippets as if they were files of the tree, with the project's own config.
const eslint = new ESLint();
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'console/layers').map((m) => m.message);
}

describe('layers (npm run lint)', () => {
  it.each([
    ['src/lib/format.ts', "import { api as x } from '@/api/runtime';", /lib may not import api/],
    ['src/lib/format.ts', "import { useState as x } from 'react';", /lib\/ is pure logic/],
    ['src/lib/format.ts', "import * as x from 'zod/mini';", /lib\/ is pure logic/],
    ['src/api/schemas/text.ts', "import { formatBytes as x } from '@/lib/format';", /api\/schemas may not import lib/],
    ['src/api/client.ts', "import { toast as x } from '@/ui/toasts';", /api may not import ui/],
    ['src/ui/page.tsx', "import { paletteItems as x } from '@/app/palette';", /ui may not import app/],
    ['src/ui/page.tsx', "import { WorkspaceDetail as x } from '@/features/workspaces/workspace-detail';", /generic floors serve every area/],
    ['src/lib/calendar.ts', "import { weekGrid as x } from '@/features/schedules/week-grid';", /generic floors serve every area/],
    ['src/api/operations.gen.ts', "import { WorkspaceDetail as x } from '@/features/workspaces/workspace-detail';", /generic floors serve every area/],
    ['src/api/operations.ts', "import { dbUserOperations as x } from '@/features/db-users/db-users-operations';", /generic floors serve every area/],
    ['src/api/operations.ts', "import { workgroupOperations as x } from '@/kernel/workgroups-operations';", /api may not import kernel/],
    ['src/app/app-shell.tsx', "const x = () => import('@/features/users/users-screen');", /only through its public face/],
    ['src/features/users/users-screen.tsx', "import { paletteItems as x } from '@/app/palette';", /may not import app/],
    [
      'src/server/areas/workgroups/workgroups.ts',
      "import { ProviderList as x } from '@/features/cloud-providers/provider-list';",
      /only through its public face, and provider-list is not in features\/cloud-providers\/index.ts/,
    ],
    [
      'src/features/workgroups/workgroup-detail.tsx',
      "import { RenameDatabaseDialog as x } from '@/features/workspaces/rename-database-dialog';",
      /features\/workgroups may not import features\/workspaces .*areas are siblings/,
    ],
    ['src/features/workgroups/workgroup-detail.tsx', "import { toast as x } from '../../ui/toasts';", /by its @\/ path/],
    ['src/server/app.ts', "import { toast as x } from '@/ui/toasts';", /server may not import ui/],
    ['src/server/areas/workspaces/workspaces.ts', "import { ResizeDialog as x } from '@/features/workspaces/resize-dialog';", /only through its public face/],
    [
      'src/server/access/identity.ts',
      "import { apiKeyHandlers as x } from '@/server/areas/organization/api-keys';",
      /server\/access may not import server\/areas\/organization.*only downwards/,
    ],
    [
      'src/server/store/collections.ts',
      "import type { AlertRecord as x } from '@/server/areas/alerts/model';",
      /server\/store may not import server\/areas\/alerts/,
    ],
    ['src/server/http/api.ts', "import { buildSeed as x } from '@/server/seed/seed';", /server\/http may not import server\/seed/],
    [
      'src/server/kernel/purge.ts',
      "import { backupView as x } from '@/server/areas/backups/backup-model';",
      /server\/kernel may not import server\/areas\/backups/,
    ],
    ['src/server/audit/audit.ts', "import { identify as x } from '@/server/access/identity';", /server\/audit may not import server\/access/],
    ['src/server/areas/billing/payment-stops.ts', "import { orgHandlers as x } from '@/server/areas/organization/org';", /areas are siblings/],
    ['src/server/areas/billing/billing.ts', "import { workspaceHandlers as x } from '@/server/areas/workspaces/workspaces';", /areas are siblings/],
    ['src/server/areas/alerts/engine.ts', "import { scrapeText as x } from '@/server/areas/monitoring/scrape';", /areas are siblings/],
    ['src/server/rooms/x.ts', "import { isoNow as x } from '@/server/model';", /no room of the control plane's house/],
    ['src/kernel/sizes.ts', "import { versionsNewer as x } from '@/features/workspaces/versions';", /generic floors serve every area/],
    ['src/kernel/sizes.ts', "import { paletteItems as x } from '@/app/palette';", /kernel may not import app/],
    ['src/ui/page.tsx', "import { sizeFacts as x } from '@/kernel/sizes';", /ui may not import kernel/],
    [
      'src/features/alerts/alerts-screen.tsx',
      "import { BillingRole as x } from '@/features/billing/billing-role';",
      /features\/alerts may not import features\/billing .*areas are siblings/,
    ],
    [
      'src/features/cloud-providers/provider-choice.ts',
      "import { ProviderField as x } from '@/features/workgroups/provider-field';",
      /features\/cloud-providers may not import features\/workgroups .*areas are siblings/,
    ],
  ])('%s: refuses %s', async (file, code, message) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['src/routes/users.tsx', "import { UsersScreen as x } from '@/features/users/users-screen';"],
    ['src/features/workgroups/workgroup-detail.tsx', "import { toast as x } from '@/ui/toasts';"],
    ['src/features/workgroups/workgroup-detail.tsx', "import { EditWorkgroupDialog as x } from './edit-workgroup-dialog';"],
    ['src/features/schedules/week-grid.ts', "import { scheduleBody as x } from '@/features/schedules/schedule-body';"],
    ['src/features/workgroups/workgroup-detail.tsx', "import { sizeRule as x } from '@/kernel/size-rule';"],
    ['src/app/app-shell.tsx', "import { OrgSwitcher as x } from '@/features/organization/org-switcher';"],
    ['src/server/areas/schedules/schedules.ts', "import { ScheduleBody as x } from '@/features/schedules/schedule-body';"],
    ['src/lib/dialog-search.ts', "import type { SearchSchemaInput as x } from '@tanstack/react-router';"],
    ['src/server/app.ts', "import { operations as x } from '@/api/operations';"],
    ['src/server/app.ts', "import { buildSeed as x } from '@/server/seed/seed';"],
    ['src/server/http/api.ts', "import { identify as x } from '@/server/access/identity';"],
    ['src/server/areas/workspaces/workspaces.ts', "import { assertQuota as x } from '@/server/kernel/quota';"],
    ['src/server/areas/workspaces/workspaces.ts', "import { assertMayRun as x } from '@/server/kernel/payment-standing';"],
    ['src/server/areas/workspaces/lifecycle.ts', "import { upgrade as x } from './workspace-transitions';"],
    ['src/server/conformance/requests.test.ts', "import { buildSeed as x } from '@/server/seed/seed';"],
    ['src/api/operations.gen.ts', "import { workgroupOperations as x } from '@/kernel/workgroups-operations';"],
    ['src/api/request-bodies.gen.ts', "import { ScheduleBody as x } from '@/features/schedules/schedule-body';"],
    ['src/server/areas/organization/org.ts', "import { quotaCheck as x } from '@/kernel/quota-check';"],
    ['src/kernel/quota-check.ts', "import { sizeFacts as x } from '@/kernel/sizes';"],
    ['src/features/schedules/schedule-editor.tsx', "import { sizeFacts as x } from '@/kernel/sizes';"],
    ['src/boot.tsx', "import { AppShell as x } from '@/app/app-shell';"],
  ])('%s: allows %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });

  it('knows every room of the control plane, and names its areas as src/features does', () => {
    const dirs = (p: string) =>
      fs
        .readdirSync(p, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name);
    const rooms = SERVER_FLOORS.flat();
    expect(dirs('src/server').filter((d) => d !== 'types' && !rooms.includes(d))).toEqual([]);
    expect(dirs('src/server/areas').filter((d) => !dirs('src/features').includes(d))).toEqual([]);
  });

  it('leaves no area importing another (tests aside): the routes compose them', () => {
    const areas = fs.readdirSync('src/features');
    const edges = areas.flatMap((area) =>
      fs
        .readdirSync(`src/features/${area}`, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
        .flatMap((f) => [...fs.readFileSync(`src/features/${area}/${f}`, 'utf8').matchAll(/['"]@\/features\/([\w-]+)/g)].map((m) => m[1]!))
        .filter((to) => to !== area)
        .map((to) => `${area}→${to}`),
    );
    expect(edges).toEqual([]);
  });
});
