// Loads the browser's Intl data (ICU: figures, dates, the time-zone database, name ordering) on a thread of its own.
// The data is the browser process's, shared by every thread: the first formatter the console's render makes on the
// main thread then finds it loaded (0.1 ms, against 14–100 ms on a cold desktop browser, four times that on a phone).
// The locales and options are those src/lib/intl.ts and the screens use. The worker ends once it is done.
new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(0);
new Intl.DateTimeFormat().format(0);
new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(0);
new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric' }).format(0);
new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare('a', 'b');
'a'.localeCompare('b');
self.close();
