import { useEffect, useRef, useState } from "react";
import { Icon } from "#app/components/ui/icons.tsx";
import type { ChatContact } from "#app/lib/frame-data.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useScrolledPast } from "./use-scrolled-past.ts";

/** Spec §9: the scroll-to-top button appears after 300 px of scroll. */
const SCROLL_TOP_AFTER_PX = 300;

/** Spec §2: scroll-to-top, and a contact list whose entries open chat links. */
export function FloatingWidget({ contacts }: { contacts: ChatContact[] }) {
  const { t } = useTranslation();
  const showTop = useScrolledPast(SCROLL_TOP_AFTER_PX);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent ? event.key === "Escape" : !ref.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  return (
    <div
      ref={ref}
      className="fixed bottom-4 end-4 z-30 flex flex-col items-end gap-3"
      data-testid="floating-widget"
    >
      {showTop && (
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
          className="fade-in flex size-11 items-center justify-center rounded-full bg-white text-stone-700 shadow-lg ring-1 ring-stone-200 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700"
          data-testid="scroll-to-top"
        >
          <Icon name="arrowUp" />
          <span className="sr-only">{t("scroll_to_top")}</span>
        </button>
      )}
      {contacts.length > 0 && (
        <>
          {open && (
            <div
              id="contact-list"
              className="fade-in w-72 max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl bg-white text-stone-800 shadow-xl ring-1 ring-stone-200"
            >
              <p className="bg-emerald-700 px-4 py-3 font-bold text-white">{t("chat_with_us")}</p>
              <ul className="max-h-80 divide-y divide-stone-100 overflow-y-auto">
                {contacts.map((contact) => (
                  <li key={contact.id}>
                    <a
                      href={contact.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex items-center gap-3 px-4 py-3 hover:bg-stone-50 focus-visible:bg-stone-50 focus-visible:outline-none"
                    >
                      <span
                        aria-hidden="true"
                        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 font-bold text-emerald-800"
                      >
                        {contact.name.charAt(0)}
                      </span>
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{contact.name}</span>
                        <span className="block truncate text-xs text-stone-500">{contact.department}</span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <button
            type="button"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={open ? "contact-list" : undefined}
            className="flex size-14 items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            <Icon name={open ? "close" : "chat"} size={26} />
            <span className="sr-only">{t("contact_us")}</span>
          </button>
        </>
      )}
    </div>
  );
}
