import { Link } from "react-router";
import { Icon } from "#app/components/ui/icons.tsx";
import { telLink } from "#app/lib/frame-data.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";

/** Spec §2: phones from settings, login (or the signed-in client's name), language switcher. */
export function TopBar({ phones, userName }: { phones: string[]; userName: string | null }) {
  const { t } = useTranslation();
  const login = useLocalizedPath("/Login");
  const profile = useLocalizedPath("/profile");
  return (
    <div className="bg-teal-900 text-sm text-teal-50">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-1.5">
        <ul className="flex min-w-0 items-center gap-4" aria-label={t("call_us")}>
          {phones.map((phone, index) => (
            <li key={phone} className={index > 0 ? "hidden sm:block" : undefined}>
              <a
                href={telLink(phone)}
                className="flex items-center gap-1.5 rounded hover:text-white focus-visible:outline-2 focus-visible:outline-white"
              >
                <Icon name="phone" size={15} />
                <bdi dir="ltr">{phone}</bdi>
              </a>
            </li>
          ))}
        </ul>
        <div className="flex shrink-0 items-center gap-1">
          {userName ? (
            <Link
              to={profile}
              className="flex max-w-36 items-center gap-1.5 rounded-md px-2 py-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
              data-testid="profile-link"
            >
              <Icon name="user" size={16} />
              <span className="truncate">{userName}</span>
            </Link>
          ) : (
            <Link
              to={login}
              className="flex items-center gap-1.5 rounded-md px-2 py-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            >
              <Icon name="user" size={16} />
              {t("nav_login")}
            </Link>
          )}
          <LanguageSwitcher />
        </div>
      </div>
    </div>
  );
}
