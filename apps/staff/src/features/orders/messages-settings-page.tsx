import { type CheckableSchema, checkWith, type FieldErrorCodes } from "@dukkan/contracts/field-errors";
import { directionOf, type Language, languages } from "@dukkan/contracts/languages";
import {
  type MessageChannel,
  type MessageEvent,
  type MessageSettings,
  messageChannels,
  messageEvents,
  messagePreviewRequestSchema,
  messageTemplateRequestSchema,
  messageTestRequestSchema,
  type StaffMessage,
  unknownPlaceholders,
} from "@dukkan/contracts/messages";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#staff/components/button.tsx";
import { Field, FormAlert, inputClass, useErrorText } from "#staff/components/field.tsx";
import { Count, Ltr } from "#staff/components/islands.tsx";
import { Loading, PageHeader, Panel } from "#staff/components/page.tsx";
import { staffApi } from "#staff/lib/api.ts";
import { failureCode, serverFieldErrors } from "#staff/lib/form-errors.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { messageQuery, messageSettingsQuery, useSettingsWrite } from "./messages-api.ts";

/** The code of what the schema the server checks a body with finds first, or undefined when it passes. */
function firstProblem(schema: CheckableSchema<unknown>, body: unknown): string | undefined {
  const checked = checkWith(schema, body);
  return checked.ok ? undefined : Object.values(checked.errors)[0];
}

/**
 * Customers' messages (issue 39, decision 0037): which providers the server has (read-only), a test message,
 * each event's channels, and each event's text per language with a preview rendered by the server's sender.
 */
export function MessagesSettingsPage() {
  const { t } = useI18n();
  const { data } = useQuery(messageSettingsQuery);
  return (
    <div>
      <PageHeader title={t("messages.settings_title")} />
      {!data ? (
        <Loading />
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            <EventChannels settings={data} />
            <TemplateEditor settings={data} />
          </div>
          <div className="space-y-4">
            <Providers settings={data} />
            <TestMessage settings={data} />
          </div>
        </div>
      )}
    </div>
  );
}

function Providers({ settings }: { settings: MessageSettings }) {
  const { t } = useI18n();
  return (
    <Panel title={t("messages.providers")}>
      <p className="mb-3 text-sm text-slate-700">{t("messages.providers_hint")}</p>
      <ul className="space-y-2">
        {messageChannels.map((channel) => (
          <li key={channel} className="flex items-center justify-between gap-3">
            <span className="font-bold">{t(`messages.channel_${channel}`)}</span>
            <span
              className={`rounded px-2 py-1 text-xs font-bold ${
                settings.providers[channel] ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-800"
              }`}
            >
              {settings.providers[channel] ? t("messages.provider_on") : t("messages.provider_off")}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function EventChannels({ settings }: { settings: MessageSettings }) {
  const { t } = useI18n();
  const save = useSettingsWrite((input: { event: MessageEvent; channels: MessageChannel[] }) => ({
    path: `staff/message-settings/events/${input.event}`,
    method: "PUT",
    body: { channels: input.channels },
  }));
  return (
    <Panel title={t("messages.channels_title")}>
      <p className="mb-3 text-sm text-slate-700">{t("messages.channels_hint")}</p>
      <FormAlert>{save.isError ? t("errors.generic") : null}</FormAlert>
      <ul className="divide-y divide-slate-100">
        {settings.events.map((row) => (
          <li key={row.event} className="py-3">
            <fieldset>
              <legend className="mb-1 font-bold">{t(`messages.event_${row.event}`)}</legend>
              <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
                {messageChannels.map((channel) => {
                  const on = row.channels.includes(channel);
                  return (
                    <label key={channel} className="inline-flex min-h-10 items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-5"
                        checked={on}
                        disabled={save.isPending}
                        onChange={() =>
                          save.mutate({
                            event: row.event,
                            channels: on
                              ? row.channels.filter((c) => c !== channel)
                              : messageChannels.filter((c) => c === channel || row.channels.includes(c)),
                          })
                        }
                      />
                      {t(`messages.channel_${channel}`)}
                      {/* Chosen but not configured: it sends nothing until the server has it. */}
                      {!settings.providers[channel] && (
                        <span className="text-xs text-slate-700">({t("messages.provider_off")})</span>
                      )}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function TemplateEditor({ settings }: { settings: MessageSettings }) {
  const { t } = useI18n();
  const [event, setEvent] = useState<MessageEvent>("order_placed");
  const [lang, setLang] = useState<Language>("ar");
  const row = settings.events.find((e) => e.event === event);
  const template = row?.templates.find((x) => x.lang === lang);
  return (
    <Panel title={t("messages.templates_title")}>
      <p className="mb-3 text-sm text-slate-700">{t("messages.templates_hint")}</p>
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectBox
          label={t("messages.event")}
          value={event}
          onChange={(v) => setEvent(v as MessageEvent)}
          options={messageEvents.map((e) => [e, t(`messages.event_${e}`)])}
        />
        <SelectBox
          label={t("messages.language")}
          value={lang}
          onChange={(v) => setLang(v as Language)}
          options={languages.map((l) => [l, t(`language.${l}`)])}
        />
      </div>
      {row && template && (
        // A new editor per event and language: it starts from that text.
        <TemplateForm
          key={`${event}-${lang}-${template.text}`}
          event={event}
          lang={lang}
          text={template.text}
          defaultText={template.default_text}
          overridden={template.overridden}
          placeholders={row.placeholders}
        />
      )}
    </Panel>
  );
}

function TemplateForm(props: {
  event: MessageEvent;
  lang: Language;
  text: string;
  defaultText: string;
  overridden: boolean;
  placeholders: string[];
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const id = useId();
  const [text, setText] = useState(props.text);
  const path = `staff/message-settings/templates/${props.event}/${props.lang}`;
  const save = useSettingsWrite((body: { text: string }) => ({ path, method: "PUT", body }));
  const reset = useSettingsWrite((_: undefined) => ({ path, method: "DELETE" }));
  const preview = useMutation({
    mutationFn: (body: { event: MessageEvent; lang: Language; text: string }) =>
      staffApi<{ data: { text: string; subject: string; rtl: boolean } }>("staff/message-settings/preview", {
        method: "POST",
        body,
      }),
  });
  // The text checked as the server will before it is saved or previewed; its placeholders are the server's word.
  const [checked, setChecked] = useState<string | undefined>();
  const code = checked ?? failureCode(save.error ?? preview.error);
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    preview.reset();
    const problem = firstProblem(messageTemplateRequestSchema, { text });
    setChecked(problem);
    if (!problem) save.mutate({ text });
  }
  function onPreview() {
    save.reset();
    const body = { event: props.event, lang: props.lang, text };
    const problem = firstProblem(messagePreviewRequestSchema, body);
    setChecked(problem);
    if (!problem) preview.mutate(body);
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-bold text-slate-800">
          {t("messages.text")}
        </label>
        <textarea
          id={id}
          lang={props.lang}
          dir={directionOf(props.lang)}
          rows={4}
          maxLength={1000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className={inputClass}
          aria-invalid={code ? true : undefined}
          aria-describedby={`${id}-hint${code ? ` ${id}-error` : ""}`}
        />
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {t("messages.placeholders")}{" "}
          {props.placeholders.map((name) => (
            <code key={name} className="me-2 rounded bg-slate-100 px-1">
              <Ltr>{`{${name}}`}</Ltr>
            </code>
          ))}
        </p>
        {code && (
          <p id={`${id}-error`} role="alert" className="text-sm font-bold text-red-700">
            {errorText(code)}
            {code === "unknown_placeholder" && (
              <>
                {" "}
                <Ltr>
                  {unknownPlaceholders(props.event, text)
                    .map((name) => `{${name}}`)
                    .join(", ")}
                </Ltr>
              </>
            )}
          </p>
        )}
      </div>
      <p className="text-sm text-slate-700">
        {props.overridden ? t("messages.text_own") : t("messages.text_default")}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending || !text.trim()}>
          {t("messages.save_text")}
        </Button>
        <Button look="secondary" onClick={onPreview} disabled={preview.isPending}>
          {t("messages.preview")}
        </Button>
        {props.overridden && (
          <Button look="secondary" onClick={() => reset.mutate(undefined)} disabled={reset.isPending}>
            {t("messages.reset_text")}
          </Button>
        )}
      </div>
      {preview.data && !preview.isError && (
        <section
          aria-label={t("messages.preview")}
          className="rounded-md border border-slate-200 bg-slate-50 p-3"
        >
          <h3 className="mb-1 text-sm font-bold text-slate-800">{t("messages.preview")}</h3>
          <p className="text-sm text-slate-700">
            {t("messages.subject")}: <bdi>{preview.data.data.subject}</bdi>
          </p>
          <p
            data-testid="message-preview"
            lang={props.lang}
            dir={preview.data.data.rtl ? "rtl" : "ltr"}
            className="mt-2 whitespace-pre-wrap break-words"
          >
            {preview.data.data.text}
          </p>
        </section>
      )}
      <p className="text-xs text-slate-700">{t("messages.whatsapp_note")}</p>
    </form>
  );
}

function SelectBox({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-bold text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        {options.map(([v, name]) => (
          <option key={v} value={v}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

function TestMessage({ settings }: { settings: MessageSettings }) {
  const { t } = useI18n();
  const { language } = useI18n();
  const on = messageChannels.filter((c) => settings.providers[c]);
  const [channel, setChannel] = useState<MessageChannel>(on[0] ?? "sms");
  const [recipient, setRecipient] = useState("");
  const [sentId, setSentId] = useState<number | null>(null);
  const [checked, setChecked] = useState<FieldErrorCodes>({});
  const send = useMutation({
    mutationFn: (body: { channel: MessageChannel; recipient: string; lang: string }) =>
      staffApi<{ data: StaffMessage }>("staff/message-settings/test", { method: "POST", body }),
    onSuccess: (answer) => setSentId(answer.data.id),
  });
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSentId(null);
    const body = { channel, recipient, lang: language };
    const check = checkWith(messageTestRequestSchema, body);
    setChecked(check.ok ? {} : check.errors);
    if (check.ok) send.mutate(body);
    else send.reset();
  }
  const errors = Object.keys(checked).length > 0 ? checked : serverFieldErrors(send.error);
  return (
    <Panel title={t("messages.test_title")}>
      {on.length === 0 ? (
        <p className="text-sm text-slate-700">{t("messages.test_none")}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <SelectBox
            label={t("messages.channel")}
            value={channel}
            onChange={(v) => setChannel(v as MessageChannel)}
            options={on.map((c) => [c, t(`messages.channel_${c}`)])}
          />
          <Field
            label={channel === "email" ? t("messages.test_email") : t("messages.test_phone")}
            dir="ltr"
            type={channel === "email" ? "email" : "tel"}
            value={recipient}
            onChange={(e) => setRecipient(e.target.value)}
            error={errors.recipient ?? errors.channel}
          />
          <Button type="submit" disabled={send.isPending || !recipient.trim()}>
            {t("messages.test_send")}
          </Button>
          {sentId !== null && <TestResult id={sentId} />}
        </form>
      )}
    </Panel>
  );
}

function TestResult({ id }: { id: number }) {
  const { t } = useI18n();
  const { data } = useQuery(messageQuery(id));
  if (!data) return null;
  return (
    <p role="status" className="text-sm">
      <span className="font-bold">{t(`messages.state_${data.state}`)}</span> · {t("messages.tries")}:{" "}
      <Count value={data.tries} />
      {data.last_error && (
        <>
          {" "}
          · <Ltr>{data.last_error}</Ltr>
        </>
      )}
    </p>
  );
}
