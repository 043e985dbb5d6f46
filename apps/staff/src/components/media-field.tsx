import { useI18n } from "#staff/lib/i18n.tsx";
import { MediaUpload, mediaUrl, RemoveMediaButton } from "./media-upload.tsx";

/**
 * One stored media key (a logo, a banner, a catalogue PDF, a slide's video): what it is now, a file field to
 * replace it, and — when the field may be empty — a button to remove it.
 */
export function MediaField({
  label,
  kind,
  value,
  onChange,
  optional = false,
  disabled = false,
  error,
}: {
  label: string;
  kind: "image" | "pdf" | "video";
  value: string | null;
  onChange: (key: string | null) => void;
  optional?: boolean;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-bold text-slate-800">{label}</legend>
      {value ? (
        kind === "video" ? (
          <video
            src={mediaUrl(value)}
            controls
            muted
            className="max-h-40 max-w-full rounded border border-slate-200"
          />
        ) : kind === "image" ? (
          <img
            src={mediaUrl(value, 320)}
            alt={label}
            className="max-h-32 max-w-full rounded border border-slate-200 object-contain"
          />
        ) : (
          <a
            href={mediaUrl(value)}
            className="font-bold text-brand-700 underline"
            target="_blank"
            rel="noreferrer"
          >
            {t("taxonomy.open_file")}
          </a>
        )
      ) : (
        <p className="text-sm text-slate-600">{t("taxonomy.no_file")}</p>
      )}
      {!disabled && (
        <div className="flex flex-wrap items-end gap-3">
          <MediaUpload
            label={t("taxonomy.choose_file")}
            accept={kind}
            onUploaded={(media) => onChange(media.key)}
          />
          {optional && value && (
            <RemoveMediaButton label={`${t("media.remove")}: ${label}`} onRemove={() => onChange(null)} />
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-bold text-red-700">
          {t("taxonomy.file_required")}
        </p>
      )}
    </fieldset>
  );
}
