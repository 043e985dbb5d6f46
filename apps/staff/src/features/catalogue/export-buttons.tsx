import { useState } from "react";
import { Button } from "#staff/components/button.tsx";
import { staffDownload } from "#staff/lib/api.ts";
import { saveFile } from "#staff/lib/download.ts";
import { useI18n } from "#staff/lib/i18n.tsx";

/** The product list's "export" (issue 19): the sheet of what the list shows now, its filters applied. */
export function ExportButtons({ filters }: { filters: Record<string, string | number | undefined> }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState<"csv" | "xlsx" | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (format: "csv" | "xlsx") => {
    setBusy(format);
    setFailed(false);
    try {
      const day = new Date().toISOString().slice(0, 10);
      saveFile(
        await staffDownload(`staff/export/products.${format}`, { query: filters }),
        `dukkan-products-${day}.${format}`,
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {(["csv", "xlsx"] as const).map((format) => (
        <Button key={format} look="secondary" disabled={busy !== null} onClick={() => void download(format)}>
          {busy === format ? t("import.exporting") : t(`import.export_${format}`)}
        </Button>
      ))}
      {failed && (
        <p role="alert" className="w-full text-sm font-bold text-red-700">
          {t("errors.generic")}
        </p>
      )}
    </>
  );
}
