/** The header every request of the console's own pages carries: a page of another origin cannot send it without the server's leave. */
export const CONSOLE_REQUEST_HEADER = 'x-console-request';
