import { BannerPageError } from "#app/components/ui/page-error.tsx";
import { AccountCardPage } from "#app/features/account/components/account-card-page.tsx";
import { LoginForm } from "#app/features/account/components/login-form.tsx";
import type { Route } from "./+types/login.ts";

/** A submit before hydration posts here and goes back to the form (lib/form-before-hydration.ts). */
export { sendBackToForm as action } from "#app/lib/form-before-hydration.ts";

/** Spec §2: banner, breadcrumb, phone and password, a link to /register; welcome-back and no-account texts. */
export default function LoginPage() {
  return (
    <AccountCardPage
      titleKey="login_title"
      descriptionKey="login_meta_description"
      headingId="login-title"
      headingKey="welcome_back"
      introKey="login_intro"
      width="max-w-md"
    >
      <LoginForm />
    </AccountCardPage>
  );
}

/** Issue 21.4: a failed load keeps the frame and the page's banner, and says so (with the 500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BannerPageError error={error} titleKey="login_title" />;
}
