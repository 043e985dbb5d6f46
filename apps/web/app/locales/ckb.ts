import { mergeLanguageFiles } from "./merge.ts";

/** Every string of one language: one immutable, cached asset (issue 20), loaded before the page hydrates. */
export default mergeLanguageFiles(
  "ckb",
  import.meta.glob("./ckb/*.json", { eager: true, import: "default" }),
);
