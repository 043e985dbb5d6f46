import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { createPortal } from "react-dom";

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A lightbox opened from inside the modal handles its own keys. */
const insideLightbox = (target: EventTarget | null) =>
  target instanceof Element && target.closest(".yarl__root");

/**
 * A modal dialog that is not in the browser's top layer, so toasts still show above it: focus moves in on
 * opening, Tab cycles inside, Escape and the backdrop call `onClose`, focus returns to the opener, the page
 * behind does not scroll. Rendered into `<body>`.
 */
export function Modal({
  labelledBy,
  onClose,
  closing = false,
  panelClassName = "",
  testId,
  initialFocus,
  children,
}: {
  labelledBy: string;
  onClose(): void;
  /** Plays the 300 ms closing animation (spec §9). */
  closing?: boolean;
  panelClassName?: string;
  testId?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    (initialFocus?.current ?? panel.current)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (insideLightbox(event.target) || !panel.current) return;
    if (event.key === "Escape") {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== "Tab") return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)].filter(
      (el) => el.getClientRects().length > 0 && !insideLightbox(el),
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop; keyboards close with Escape
    <div
      className={`fixed inset-0 z-50 flex items-center justify-center bg-stone-900/60 p-2 transition-opacity duration-300 sm:p-4 ${
        closing ? "opacity-0" : "opacity-100 starting:opacity-0"
      }`}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      onKeyDown={onKeyDown}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        data-testid={testId}
        data-state={closing ? "closing" : "open"}
        className={`relative max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-2xl bg-white text-stone-800 shadow-2xl outline-none transition-transform duration-300 ${
          closing ? "scale-95" : "scale-100 starting:scale-95"
        } ${panelClassName}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
