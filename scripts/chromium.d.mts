// Types of scripts/chromium.mjs, which plain node runs (scripts/ensure-chromium.mjs) and playwright.config.ts imports.
export declare const findChromium: () => string | undefined;
export declare const quietChromiumFlags: string[];
