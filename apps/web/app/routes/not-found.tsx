import { data } from "react-router";
import { NotFoundPage } from "#app/components/ui/not-found-page.tsx";
import { PageError } from "#app/components/ui/page-error.tsx";
import type { Route } from "./+types/not-found.ts";

/** Catch-all: any unknown path answers 404 with the not-found page in the current language. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

/** Issue 21.4: a failed load keeps the frame and says so (with the 500); a 404 is the not-found page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} titleKey="page_not_found" headingKey="page_not_found" />;
}
