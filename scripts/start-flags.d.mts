// Types of start-flags.mjs, for the TypeScript that imports it (bench, tests/e2e/shutdown.e2e.test.ts).
export declare const startNodeFlags: string[];
