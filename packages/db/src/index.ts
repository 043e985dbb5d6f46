export * from "./client.ts";
export * from "./schema.ts";
