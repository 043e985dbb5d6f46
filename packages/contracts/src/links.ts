/**
 * Where a storefront link may go: an http(s) address, or a path of this storefront (`/Products`). Never
 * `javascript:`, and never `//host` or `/\host`, which browsers open as another site (protocol-relative).
 * Zod-free, so that staff screens check links with the server's own rule without loading zod.
 */
export const contentLinkPattern = /^(https?:\/\/[^\s"'<>\\]+|\/(?![/\\])[^\s"'<>\\]*)$/;
