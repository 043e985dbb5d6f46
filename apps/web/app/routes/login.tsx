import { AccountCardPage } from "#app/features/account/components/account-card-page.tsx";
import { LoginForm } from "#app/features/account/components/login-form.tsx";

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
