import { mergeLanguageFiles } from "./merge.ts";

/** Every string of one language: one immutable, cached asset (issue 20), loaded before the page hydrates. */
export default mergeLanguageFiles("ar", import.meta.glob("./ar/*.json", { eager: true, import: "default" }));
