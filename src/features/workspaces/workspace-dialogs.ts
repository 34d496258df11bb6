/** The dialogs of a workspace's screen that a URL can open (`?dialog=…`). */
export const workspaceDialogs = ['resize', 'autostop', 'pause', 'delete', 'rename-database', 'upgrade'] as const;
export type WorkspaceDialog = (typeof workspaceDialogs)[number];
