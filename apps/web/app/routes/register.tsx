import { BannerPageError } from "#app/components/ui/page-error.tsx";
import { AccountCardPage } from "#app/features/account/components/account-card-page.tsx";
import { RegisterForm } from "#app/features/account/components/register-form.tsx";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import type { Route } from "./+types/register.ts";

/** A submit before hydration posts here and goes back to the form (lib/form-before-hydration.ts). */
export { sendBackToForm as action } from "#app/lib/form-before-hydration.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { cities: await services.cities.list({ lang: context.get(languageContext) }) };
}

/** Spec §2: banner, breadcrumb home > register, the form, a link to /Login; a 0.8 s fade. */
export default function RegisterPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountCardPage
      titleKey="register_title"
      descriptionKey="register_meta_description"
      headingId="register-title"
      headingKey="register_heading"
      introKey="register_intro"
      width="max-w-3xl"
    >
      <RegisterForm cities={loaderData.cities} />
    </AccountCardPage>
  );
}

/** Issue 21.4: a failed load keeps the frame and the page's banner, and says so (with the 500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BannerPageError error={error} titleKey="register_title" />;
}
