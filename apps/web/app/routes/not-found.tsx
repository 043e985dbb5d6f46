import { data } from "react-router";
import { NotFoundPage } from "#app/components/ui/not-found-page.tsx";

/** Catch-all: any unknown path answers 404 with the not-found page in the current language. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
