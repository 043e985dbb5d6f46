import type { WhatsAppContact } from "@dukkan/contracts";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";

/** The WhatsApp contacts, each opening a chat; 'Error fetching WhatsApp data' when they failed to load. */
export function WhatsAppContacts({ contacts }: { contacts: WhatsAppContact[] | null }) {
  const { t } = useTranslation();
  if (contacts === null)
    return <StatusMessage kind="error">{t("Error fetching WhatsApp data")}</StatusMessage>;
  if (contacts.length === 0) return <StatusMessage kind="empty">{t("contact_whatsapp_empty")}</StatusMessage>;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {contacts.map((contact) => (
        <li key={contact.id}>
          <a
            href={contact.link}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-full items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          >
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-green-700 text-white"
            >
              <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">
                <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3Z" />
              </svg>
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="font-bold text-stone-900">{contact.name}</span>
              <span className="text-sm text-stone-600">{contact.department}</span>
              <bdi dir="ltr" className="text-start text-sm text-stone-500">
                {contact.phone}
              </bdi>
            </span>
            <span className="sr-only">{t("contact_whatsapp_chat")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
