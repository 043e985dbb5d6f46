import type { Language } from "@dukkan/contracts/languages";
import type { SettingFormKey, SettingForms } from "@dukkan/contracts/settings-admin";
import { writableLanguages } from "@dukkan/contracts/staff";
import { useSuspenseQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Button } from "#staff/components/button.tsx";
import { Field, SaveForm, SubmitRow } from "#staff/components/field.tsx";
import {
  ContentLanguageTabs,
  LocalizedField,
  type LocalizedValue,
} from "#staff/components/localized-fields.tsx";
import { MediaField } from "#staff/components/media-field.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { useUnsavedChanges } from "#staff/components/use-unsaved-changes.tsx";
import { serverFieldErrors } from "#staff/lib/form-errors.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { settingsQuery, useSaveSetting } from "./content-api.ts";
import { ContentTabs } from "./content-tabs.tsx";
import { checkSetting } from "./setting-check.ts";

type Form<K extends SettingFormKey> = SettingForms[K];
interface EditorProps<K extends SettingFormKey> {
  value: Form<K>;
  set: (value: Form<K>) => void;
  language: Language;
  writable: readonly Language[];
  errors: Record<string, string>;
}

/**
 * `/settings`: the shop's settings, one typed form per key (never raw JSON), each saved on its own. Texts are
 * edited in the language chosen at the top, with the Arabic beside them.
 */
export function SettingsPage() {
  const { t } = useI18n();
  const me = useMe();
  const { data: forms } = useSuspenseQuery(settingsQuery);
  const writable = writableLanguages(me);
  const [language, setLanguage] = useState<Language>("ar");
  // Each form saves on its own; leaving the page warns while any of them holds unsaved changes.
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(new Set());
  const onDirty = useCallback((key: string, dirty: boolean) => {
    setDirtyForms((current) => {
      if (current.has(key) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const leaveGuard = useUnsavedChanges(dirtyForms.size > 0);
  const shared = { language, writable, onDirty };
  return (
    <div>
      <PageHeader title={t("content.settings")} />
      <ContentTabs current="settings" />
      <div className="sticky top-0 z-10 mb-4 bg-slate-50 py-2">
        <ContentLanguageTabs value={language} onChange={setLanguage} />
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <SettingForm settingKey="phone" initial={forms.phone} {...shared} editor={PhoneEditor} />
        <SettingForm settingKey="email" initial={forms.email} {...shared} editor={EmailEditor} />
        <SettingForm settingKey="location" initial={forms.location} {...shared} editor={LocationEditor} />
        <SettingForm
          settingKey="description"
          initial={forms.description}
          {...shared}
          editor={DescriptionEditor}
        />
        <SettingForm settingKey="social" initial={forms.social} {...shared} editor={SocialEditor} />
        <SettingForm settingKey="payment" initial={forms.payment} {...shared} editor={PaymentEditor} />
        {(["best_selling", "new_product", "our_dealer"] as const).map((key) => (
          <SettingForm
            key={key}
            settingKey={key as "best_selling"}
            initial={forms[key]}
            {...shared}
            editor={SectionEditor}
          />
        ))}
        <SettingForm
          settingKey="background_image_discount"
          initial={forms.background_image_discount}
          {...shared}
          editor={DiscountBannerEditor}
        />
        <SettingForm
          settingKey="product_feeds"
          initial={forms.product_feeds}
          {...shared}
          editor={FeedsEditor}
        />
      </div>
      {leaveGuard}
    </div>
  );
}

function SettingForm<K extends SettingFormKey>({
  settingKey,
  initial,
  language,
  writable,
  onDirty,
  editor: Editor,
}: {
  settingKey: K;
  initial: Form<K>;
  language: Language;
  writable: readonly Language[];
  onDirty: (key: string, dirty: boolean) => void;
  editor: (props: EditorProps<K>) => ReactNode;
}) {
  const { t } = useI18n();
  const save = useSaveSetting();
  const [value, setValue] = useState<Form<K>>(initial);
  const [stored, setStored] = useState<Form<K>>(initial);
  const dirty = JSON.stringify(value) !== JSON.stringify(stored);
  useEffect(() => onDirty(settingKey, dirty), [onDirty, settingKey, dirty]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <Panel title={t(`settings.${settingKey}`)}>
      <SaveForm
        alert={alert}
        onSubmit={async (event) => {
          event.preventDefault();
          setAlert(null);
          setSaved(false);
          const found = checkSetting(settingKey, value);
          setErrors(found);
          if (Object.keys(found).length > 0) {
            setAlert(t("errors.invalid_value"));
            return;
          }
          try {
            await save.mutateAsync({ key: settingKey, body: value });
            setStored(value);
            setErrors({});
            setSaved(true);
          } catch (error) {
            setErrors(serverFieldErrors(error));
            setAlert(t("errors.generic"));
          }
        }}
      >
        <Editor
          value={value}
          set={(next) => {
            setSaved(false);
            setValue(next);
          }}
          language={language}
          writable={writable}
          errors={errors}
        />
        <SubmitRow label={t("common.save")} busy={save.isPending} savedText={saved && t("common.saved")} />
      </SaveForm>
    </Panel>
  );
}

const text = (
  props: EditorProps<SettingFormKey>,
  label: string,
  value: LocalizedValue,
  field: string,
  onChange: (v: LocalizedValue) => void,
  max = 300,
) => (
  <LocalizedField
    label={label}
    value={value}
    onChange={onChange}
    language={props.language}
    writable={props.writable}
    maxLength={max}
    multiline={max > 300}
    error={props.errors[`${field}.${props.language}`]}
  />
);

function IconField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (key: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <MediaField
      label={t("settings.icon")}
      kind="image"
      optional
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

function PhoneEditor({ value, set, errors }: EditorProps<"phone">) {
  const { t } = useI18n();
  const numbers = [...value.numbers, "", "", ""].slice(0, 3);
  return (
    <>
      {numbers.map((number, index) => (
        <Field
          // biome-ignore lint/suspicious/noArrayIndexKey: three fixed slots
          key={index}
          label={t("settings.phone_n", { n: index + 1 })}
          type="tel"
          dir="ltr"
          value={number}
          error={errors[`numbers.${index}`] ?? (index === 0 ? errors.numbers : undefined)}
          onChange={(event) => {
            const next = numbers.map((n, i) => (i === index ? event.target.value : n));
            set({ ...value, numbers: next.filter((n, i) => n.trim() || i === 0) });
          }}
        />
      ))}
      <IconField value={value.icon} onChange={(icon) => set({ ...value, icon })} />
    </>
  );
}

function EmailEditor({ value, set, errors }: EditorProps<"email">) {
  const { t } = useI18n();
  return (
    <>
      <Field
        label={t("settings.email")}
        type="email"
        dir="ltr"
        value={value.email}
        error={errors.email}
        onChange={(event) => set({ ...value, email: event.target.value })}
      />
      <IconField value={value.icon} onChange={(icon) => set({ ...value, icon })} />
    </>
  );
}

function LocationEditor(props: EditorProps<"location">) {
  const { t } = useI18n();
  const { value, set, errors } = props;
  return (
    <>
      {text(
        props as EditorProps<SettingFormKey>,
        t("settings.address"),
        value.address,
        "address",
        (address) => set({ ...value, address: address as typeof value.address }),
      )}
      <Field
        label={t("settings.map_link")}
        dir="ltr"
        value={value.link ?? ""}
        error={errors.link}
        onChange={(event) => set({ ...value, link: event.target.value.trim() || null })}
      />
      <IconField value={value.icon} onChange={(icon) => set({ ...value, icon })} />
    </>
  );
}

function DescriptionEditor(props: EditorProps<"description">) {
  const { t } = useI18n();
  return text(
    props as EditorProps<SettingFormKey>,
    t("settings.description_text"),
    props.value.text,
    "text",
    (next) => props.set({ text: next as typeof props.value.text }),
    1000,
  );
}

/** Whether a home section (or the discount banner) shows on the storefront. */
function ShownSwitch({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) {
  const { t } = useI18n();
  return (
    <label className="flex min-h-10 items-center gap-2 font-bold text-slate-800">
      <input
        type="checkbox"
        className="size-5"
        checked={shown}
        onChange={(event) => onChange(event.target.checked)}
      />
      {t("settings.shown")}
    </label>
  );
}

/** Product feeds for Google Merchant Center and Meta (issue 35): on or off, and the codes left out. */
function FeedsEditor({ value, set }: EditorProps<"product_feeds">) {
  const { t } = useI18n();
  const origin = window.location.origin;
  return (
    <>
      <label className="flex min-h-10 items-center gap-2 font-bold text-slate-800">
        <input
          type="checkbox"
          className="size-5"
          checked={value.shown}
          onChange={(event) => set({ ...value, shown: event.target.checked })}
        />
        {t("settings.feeds_enabled")}
      </label>
      <label className="block text-sm font-bold text-slate-800">
        {t("settings.feeds_excluded")}
        <textarea
          dir="ltr"
          rows={4}
          className="mt-1 block w-full rounded-md border border-slate-300 p-2 font-mono text-sm"
          value={value.excluded_codes.join("\n")}
          onChange={(event) => set({ ...value, excluded_codes: event.target.value.split("\n") })}
          onBlur={() =>
            set({ ...value, excluded_codes: value.excluded_codes.map((c) => c.trim()).filter(Boolean) })
          }
        />
      </label>
      <p className="text-sm text-slate-600">{t("settings.feeds_addresses")}</p>
      <ul className="text-sm" dir="ltr">
        <li>
          <bdi>{`${origin}/feeds/google-merchant.xml?lang=ar`}</bdi>
        </li>
        <li>
          <bdi>{`${origin}/feeds/meta-catalogue.csv?lang=ar`}</bdi>
        </li>
      </ul>
    </>
  );
}

function SectionEditor(props: EditorProps<"best_selling">) {
  const { t } = useI18n();
  const { value, set } = props;
  return (
    <>
      <ShownSwitch shown={value.shown} onChange={(shown) => set({ ...value, shown })} />
      {text(
        props as EditorProps<SettingFormKey>,
        t("settings.section_title"),
        value.title,
        "title",
        (title) => set({ ...value, title: title as typeof value.title }),
        100,
      )}
    </>
  );
}

function DiscountBannerEditor(props: EditorProps<"background_image_discount">) {
  const { t } = useI18n();
  const { value, set, errors } = props;
  return (
    <>
      <ShownSwitch shown={value.shown} onChange={(shown) => set({ ...value, shown })} />
      {text(props as EditorProps<SettingFormKey>, t("settings.banner_text"), value.text, "text", (next) =>
        set({ ...value, text: next as typeof value.text }),
      )}
      <MediaField
        label={t("settings.banner_image")}
        kind="image"
        value={value.image || null}
        error={errors.image}
        onChange={(image) => set({ ...value, image: image ?? "" })}
      />
    </>
  );
}

function SocialEditor({ value, set, errors }: EditorProps<"social">) {
  const { t } = useI18n();
  const links = value.links;
  const change = (index: number, part: Partial<(typeof links)[number]>) =>
    set({ links: links.map((link, i) => (i === index ? { ...link, ...part } : link)) });
  return (
    <>
      {links.map((link, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id
        <fieldset key={index} className="space-y-2 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-bold text-slate-800">
            {link.name || t("settings.link_n", { n: index + 1 })}
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <Field
              label={t("settings.link_name")}
              dir="ltr"
              value={link.name}
              error={errors[`links.${index}.name`]}
              onChange={(event) => change(index, { name: event.target.value })}
            />
            <Field
              label={t("settings.link_address")}
              dir="ltr"
              value={link.link}
              error={errors[`links.${index}.link`]}
              onChange={(event) => change(index, { link: event.target.value })}
            />
          </div>
          <MediaField
            label={t("settings.icon")}
            kind="image"
            value={link.icon || null}
            error={errors[`links.${index}.icon`]}
            onChange={(icon) => change(index, { icon: icon ?? "" })}
          />
          <Button look="secondary" onClick={() => set({ links: links.filter((_, i) => i !== index) })}>
            {t("content.remove_row")}
            <span className="sr-only"> {link.name}</span>
          </Button>
        </fieldset>
      ))}
      <Button
        look="secondary"
        onClick={() => set({ links: [...links, { name: "", link: "https://", icon: "" }] })}
      >
        {t("settings.add_link")}
      </Button>
    </>
  );
}

function PaymentEditor(props: EditorProps<"payment">) {
  const { t } = useI18n();
  const { value, set } = props;
  const methods = value.methods;
  const change = (index: number, part: Partial<(typeof methods)[number]>) =>
    set({ methods: methods.map((m, i) => (i === index ? { ...m, ...part } : m)) });
  return (
    <>
      {methods.map((method, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id
        <fieldset key={index} className="space-y-2 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-bold text-slate-800">
            {t("settings.method_n", { n: index + 1 })}
          </legend>
          {text(
            props as EditorProps<SettingFormKey>,
            t("settings.method_name"),
            method.name,
            `methods.${index}.name`,
            (name) => change(index, { name: name as typeof method.name }),
            100,
          )}
          <MediaField
            label={t("settings.icon")}
            kind="image"
            optional
            value={method.icon}
            onChange={(icon) => change(index, { icon })}
          />
          <Button look="secondary" onClick={() => set({ methods: methods.filter((_, i) => i !== index) })}>
            {t("content.remove_row")}
            <span className="sr-only"> {index + 1}</span>
          </Button>
        </fieldset>
      ))}
      <Button
        look="secondary"
        onClick={() => set({ methods: [...methods, { name: { ar: "" }, icon: null }] })}
      >
        {t("settings.add_method")}
      </Button>
    </>
  );
}
