// Types of web-build.mjs, for the TypeScript that imports it (tests/e2e/support/global-setup.ts).
export declare function ensureWebBuild(options?: { force?: boolean }): void;
export declare function ensureStaffBuild(options?: { force?: boolean }): void;
