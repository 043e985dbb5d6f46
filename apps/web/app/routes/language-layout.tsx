import { data, isRouteErrorResponse, Outlet } from "react-router";
import { NotFoundPage } from "#app/components/ui/not-found-page.tsx";
import { QuickViewHost } from "#app/features/quick-view/components/quick-view-host.tsx";
import { isLanguage } from "#app/lib/language.ts";
import type { Route } from "./+types/language-layout.ts";

/** `/xx/...` with a segment that is not one of the five languages is just an unknown path. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLanguage(params.lang)) throw data(null, { status: 404 });
  return null;
}

export default function LanguageLayout() {
  return (
    <>
      <Outlet />
      {/* Product cards on any page open the quick view (issue 7). */}
      <QuickViewHost />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
