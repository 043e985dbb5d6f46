// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { documentCookies, readDocumentCookie, writeDocumentCookie } from "./document-cookie.ts";

/** Counts the page's reads of `document.cookie` (happy-dom keeps a real cookie jar behind it). */
function countReads(): { reads: () => number; restore: () => void } {
  let owner: object | null = document;
  let property: PropertyDescriptor | undefined;
  while (owner && !property) {
    property = Object.getOwnPropertyDescriptor(owner, "cookie");
    owner = Object.getPrototypeOf(owner);
  }
  if (!property?.get || !property.set) throw new Error("document.cookie is not an accessor here");
  const { get, set } = property;
  let reads = 0;
  Object.defineProperty(document, "cookie", {
    configurable: true,
    get() {
      reads++;
      return get.call(document);
    },
    set(value: string) {
      set.call(document, value);
    },
  });
  return { reads: () => reads, restore: () => delete (document as { cookie?: string }).cookie };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("document cookies", () => {
  let restore = () => {};
  afterEach(() => restore());

  it("are read from the browser once per task, however many stores ask", async () => {
    writeDocumentCookie("cart=1%3A2; Path=/");
    await nextTask();
    const counter = countReads();
    restore = counter.restore;
    for (let i = 0; i < 20; i++) expect(readDocumentCookie("cart")).toBe("1:2");
    expect(counter.reads()).toBe(1);
    await nextTask();
    expect(readDocumentCookie("cart")).toBe("1:2");
    expect(counter.reads()).toBe(2);
  });

  it("see a write at once, in the same task", () => {
    expect(readDocumentCookie("coupon")).toBeUndefined();
    writeDocumentCookie("coupon=SAVE10; Path=/");
    expect(readDocumentCookie("coupon")).toBe("SAVE10");
    writeDocumentCookie("coupon=SAVE20; Path=/");
    expect(readDocumentCookie("coupon")).toBe("SAVE20");
    expect(documentCookies()).toContain("coupon=SAVE20");
  });

  it("see a cookie set behind their back (another tab, a response) in the next task", async () => {
    expect(readDocumentCookie("token")).toBeUndefined();
    // biome-ignore lint/suspicious/noDocumentCookie: a write that does not go through the module, as another tab's
    document.cookie = "token=abc; Path=/";
    await nextTask();
    expect(readDocumentCookie("token")).toBe("abc");
  });
});
