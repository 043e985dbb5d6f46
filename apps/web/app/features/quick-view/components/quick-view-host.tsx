import { lazy, Suspense, useEffect, useState } from "react";
import { useQuickViewRequest } from "#app/components/ui/quick-view-store.ts";

const QuickViewModal = lazy(() => import("./quick-view-modal.tsx"));

/**
 * Mounted once under the layout. Renders nothing until a card asks for a quick view; the modal's code
 * loads then (docs/decisions/0004) and stays for later openings.
 */
export function QuickViewHost() {
  const request = useQuickViewRequest();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (request) setWanted(true);
  }, [request]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <QuickViewModal request={request} />
    </Suspense>
  );
}
