import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ApiError } from "#staff/lib/http.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { buttonClass } from "./button.tsx";
import { PageHeader, Panel } from "./page.tsx";

/** One error screen for every route: not allowed (403), not found (404), or a failure. */
export function RouteError() {
  const { t } = useI18n();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : error instanceof ApiError ? error.status : 500;
  const kind = status === 403 ? "forbidden" : status === 404 ? "not_found" : "failed";
  return (
    <div>
      <PageHeader title={t(`error.${kind}_title`)} />
      <Panel>
        <p className="text-slate-700">{t(`error.${kind}_text`)}</p>
        <Link to="/" className={`${buttonClass("secondary")} mt-4`}>
          {t("error.home")}
        </Link>
      </Panel>
    </div>
  );
}
