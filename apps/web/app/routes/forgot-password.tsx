import { BannerPageError } from "#app/components/ui/page-error.tsx";
import { AccountCardPage } from "#app/features/account/components/account-card-page.tsx";
import { PasswordResetForm } from "#app/features/account/components/password-reset-form.tsx";
import type { Route } from "./+types/forgot-password.ts";

/** A submit before hydration posts here and goes back to the form (lib/form-before-hydration.ts). */
export { sendBackToForm as action } from "#app/lib/form-before-hydration.ts";

/** "Forgot password?" (issue 39): a code to the phone by WhatsApp or SMS, then a new password. */
export default function ForgotPasswordPage() {
  return (
    <AccountCardPage
      titleKey="reset_title"
      descriptionKey="reset_meta_description"
      headingId="reset-title"
      headingKey="reset_heading"
      introKey="reset_intro"
      width="max-w-md"
    >
      <PasswordResetForm />
    </AccountCardPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BannerPageError error={error} titleKey="reset_title" />;
}
