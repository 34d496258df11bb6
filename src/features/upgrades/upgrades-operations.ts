import { UpcomingUpgrades } from './upgrade-schema';
import { op, V } from '@/api/define';

export const upgradeOperations = {
  listUpcomingUpgrades: op({
    sinceRevisionC: true,
    list: true,
    method: 'GET',
    path: `${V}/workspaces/upgrade-next-window`,
    auth: 'apiKey',
    access: 'member',
    resource: 'workspaces',
    title: 'List upgrades in the next window',
    body: undefined,
    result: UpcomingUpgrades,
  }),
};
