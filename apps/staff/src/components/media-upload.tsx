import type { StaffMedia } from "@dukkan/contracts/media";
import { useId, useState } from "react";
import { ApiError, staffApi } from "#staff/lib/api.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { Button } from "./button.tsx";

/** Sends one file to `POST /staff/media` and returns what the server stored. */
export async function uploadMedia(file: File): Promise<StaffMedia> {
  const body = new FormData();
  body.append("file", file);
  return (await staffApi<{ data: StaffMedia }>("staff/media", { method: "POST", body })).data;
}

/** The address of a stored key: an http(s) URL as it is, otherwise under /media (a WebP width for images). */
export function mediaUrl(key: string, width?: 320 | 640 | 1200): string {
  if (/^https?:\/\//.test(key)) return key;
  return `/media/${key}${width ? `?w=${width}` : ""}`;
}

/**
 * A file field that uploads as soon as a file is chosen and reports the stored media (`onUploaded`); the
 * server checks the content, so the `accept` list only helps the file picker. Errors (too large, not an
 * image) are shown under the field and announced.
 *   <MediaUpload label={"colour.add_images"} accept="image" multiple onUploaded={(m) => add(m.key)} />
 */
export function MediaUpload({
  label,
  accept,
  multiple = false,
  onUploaded,
}: {
  label: string;
  accept: "image" | "pdf" | "video";
  multiple?: boolean;
  /** May return a promise: files are then stored one after the other, each after the last is saved. */
  onUploaded: (media: StaffMedia) => void | Promise<void>;
}) {
  const { t } = useI18n();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const types = {
    pdf: "application/pdf",
    video: "video/mp4,video/webm",
    image: "image/jpeg,image/png,image/webp,image/avif,image/svg+xml",
  }[accept];
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-bold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={types}
        multiple={multiple}
        disabled={busy}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full text-sm file:me-3 file:min-h-10 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:font-bold"
        onChange={async (event) => {
          const input = event.target;
          const files = [...(input.files ?? [])];
          if (files.length === 0) return;
          setBusy(true);
          setError(null);
          try {
            for (const file of files) await onUploaded(await uploadMedia(file));
          } catch (failure) {
            const code = failure instanceof ApiError ? failure.code : "generic";
            const key = `media.error_${code}`;
            setError(t(key) === key ? t("media.error_generic") : t(key));
          } finally {
            setBusy(false);
            input.value = "";
          }
        }}
      />
      {busy && (
        <p role="status" className="text-sm text-slate-700">
          {t("media.uploading")}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-bold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Removes a media key from a field (a small secondary button, named for screen readers). */
export function RemoveMediaButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useI18n();
  return (
    <Button look="secondary" className="min-h-8 px-2 py-1" aria-label={label} onClick={onRemove}>
      {t("media.remove")}
    </Button>
  );
}
