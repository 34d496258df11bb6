/** The dialogs of a workspace's screen that a URL can open (`?dialog=…`). */
export const workspaceDialogs = ['connect', 'resize', 'autostop', 'pause', 'delete', 'rename-database', 'upgrade'] as const;
export type WorkspaceDialog = (typeof workspaceDialogs)[number];
