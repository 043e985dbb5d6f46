import type {
  ImportFieldChange,
  ImportJob,
  ImportMode,
  ImportReport,
  ImportRowReport,
} from "@dukkan/contracts/product-import";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "#staff/components/button.tsx";
import { FormAlert } from "#staff/components/field.tsx";
import { Count } from "#staff/components/islands.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { ScrollRegion } from "#staff/components/scroll-region.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { ApiError, staffApi } from "#staff/lib/api.ts";
import { saveFile } from "#staff/lib/download.ts";
import { serverFieldErrors } from "#staff/lib/form-errors.ts";
import { type Translate, useI18n } from "#staff/lib/i18n.tsx";
import { useLocalize } from "#staff/lib/localized.ts";
import { allOfKind } from "#staff/lib/taxonomy-queries.ts";

/** A sheet column in words: `name:en` → "Name (English)"; a column the app does not know, as the file has it. */
function columnLabel(t: Translate, column: string): string {
  const [base, lang] = column.split(":");
  const key = `import.column_${base}`;
  const label = t(key) === key ? column : t(key);
  return lang ? `${label} (${t(`language.${lang}`)})` : label;
}

/** A value as the sheet holds it; the active flag in words. */
function valueText(t: Translate, column: string, value: string | null): string {
  if (value === null) return "—";
  if (column === "active") return value === "1" ? t("audit.yes") : t("audit.no");
  return value;
}

const errorText = (t: Translate, error: ImportRowReport["errors"][number]) =>
  `${columnLabel(t, error.column)}: ${t(`import.error_${error.code}`)}`;

const changeText = (t: Translate, change: ImportFieldChange) =>
  `${columnLabel(t, change.column)}: ${valueText(t, change.column, change.old)} → ${valueText(t, change.column, change.new)}`;

/** The report as a CSV the staff member keeps (UTF-8 with a BOM), in their language. */
function reportCsv(t: Translate, report: ImportReport): Blob {
  const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
  const lines = [
    [t("import.line"), t("import.code"), t("import.action"), t("import.problems"), t("import.changes")],
    ...report.rows.map((row) => [
      String(row.line),
      row.code,
      t(`import.action_${row.action}`),
      row.errors.map((e) => errorText(t, e)).join("; "),
      row.changes.map((c) => changeText(t, c)).join("; "),
    ]),
  ];
  return new Blob([`\uFEFF${lines.map((l) => l.map(quote).join(",")).join("\r\n")}\r\n`], {
    type: "text/csv",
  });
}

const isZip = async (file: File) => {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
};
async function isUtf8(file: File): Promise<boolean> {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
    return true;
  } catch {
    return false;
  }
}

/**
 * `/import`: a product sheet in (CSV or XLSX). First a check that writes nothing: a report per row and column,
 * which the staff member can keep; then the import, all or nothing or the valid products only.
 */
export function ImportPage() {
  const { t } = useI18n();
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>("all");
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<ImportJob | null>(null);
  const [createBrands, setCreateBrands] = useState(false);
  const [setStock, setSetStock] = useState(false);
  const [categoriesIn, setCategoriesIn] = useState("");
  const subParts = useQuery(allOfKind("sub-parts")).data?.data ?? [];
  const localize = useLocalize();
  const options = {
    mode,
    create_brands: String(createBrands),
    create_categories_in: categoriesIn || undefined,
    set_stock: String(setStock),
  };

  async function send(dryRun: boolean) {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      // A CSV saved in a legacy encoding is said at once, before the upload (the server refuses it too).
      if (!(await isZip(file)) && !(await isUtf8(file))) {
        setProblem(t("import.file_wrong_encoding"));
        setReport(null);
        return;
      }
      const body = new FormData();
      body.append("file", file);
      if (dryRun) {
        setReport(
          await staffApi<ImportReport>("staff/import/products", {
            method: "POST",
            query: { ...options, dry_run: "true" },
            body,
          }),
        );
        return;
      }
      // The import itself runs in the background: its progress shows until its report comes.
      const started = await staffApi<{ data: ImportJob }>("staff/import/products", {
        method: "POST",
        query: { ...options, dry_run: "false", background: "true" },
        body,
      });
      let job = started.data;
      setProgress(job);
      while (job.state === "running") {
        await new Promise((resolve) => setTimeout(resolve, 500));
        job = (await staffApi<{ data: ImportJob }>(`staff/import/jobs/${job.id}`)).data;
        setProgress(job);
      }
      if (job.state === "failed" || !job.report) throw new Error("import failed");
      setReport(job.report);
      if (job.report.applied) await queryClient.invalidateQueries();
    } catch (error) {
      const code = error instanceof ApiError ? (serverFieldErrors(error).file ?? error.code) : "generic";
      const key = `import.file_${code}`;
      setProblem(t(key) === key ? t("errors.generic") : t(key));
      setReport(null);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  const rejected = report?.rows.filter((row) => row.action === "rejected" || row.action === "conflict") ?? [];
  const changed = report?.rows.filter((row) => row.changes.length > 0) ?? [];
  return (
    <div>
      <PageHeader title={t("import.title")} />
      <div className="space-y-6">
        <Panel title={t("import.file")}>
          <p className="mb-3 text-sm text-slate-700">{t("import.file_hint")}</p>
          <label htmlFor={id} className="mb-1 block text-sm font-bold text-slate-800">
            {t("import.choose")}
          </label>
          <input
            id={id}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="block w-full text-sm file:me-3 file:min-h-10 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:font-bold"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setReport(null);
              setProblem(null);
            }}
          />
          <fieldset className="mt-4 space-y-2">
            <legend className="mb-1 text-sm font-bold text-slate-800">{t("import.mode")}</legend>
            {(["all", "valid"] as const).map((value) => (
              <label key={value} className="flex items-start gap-2">
                <input
                  type="radio"
                  name="mode"
                  className="mt-1 size-4"
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />
                <span>{t(`import.mode_${value}`)}</span>
              </label>
            ))}
          </fieldset>
          <div className="mt-4">
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-1 size-4"
                checked={setStock}
                aria-describedby={`${id}-set-stock`}
                onChange={(event) => {
                  setSetStock(event.target.checked);
                  setReport(null);
                }}
              />
              <span className="font-bold">{t("import.set_stock")}</span>
            </label>
            <p id={`${id}-set-stock`} className="ms-6 text-sm text-slate-700">
              {t("import.set_stock_hint")}
            </p>
          </div>
          <fieldset className="mt-4 space-y-3">
            <legend className="mb-1 text-sm font-bold text-slate-800">{t("import.create")}</legend>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-1 size-4"
                checked={createBrands}
                onChange={(event) => {
                  setCreateBrands(event.target.checked);
                  setReport(null);
                }}
              />
              <span>{t("import.create_brands")}</span>
            </label>
            <SelectField
              label={t("import.create_categories_in")}
              emptyLabel={t("import.create_categories_never")}
              value={categoriesIn}
              onChange={(event) => {
                setCategoriesIn(event.target.value);
                setReport(null);
              }}
              options={subParts.map((part) => ({
                value: String(part.id),
                label: part.part_name
                  ? `${localize(part.part_name)} › ${localize(part.name)}`
                  : localize(part.name),
              }))}
            />
          </fieldset>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button look="secondary" disabled={!file || busy} onClick={() => void send(true)}>
              {t("import.check")}
            </Button>
            <Button disabled={!file || busy || !report?.dry_run} onClick={() => void send(false)}>
              {t("import.apply")}
            </Button>
          </div>
          {busy && (
            <div role="status" className="mt-3 space-y-1 text-sm text-slate-700">
              <p>{t("import.working")}</p>
              {progress && progress.total > 0 && (
                <>
                  <progress
                    className="h-3 w-full"
                    value={progress.written}
                    max={progress.total}
                    aria-label={t("import.progress")}
                  />
                  <p>{t("import.progress_of", { written: progress.written, total: progress.total })}</p>
                </>
              )}
            </div>
          )}
          {problem && <FormAlert>{problem}</FormAlert>}
        </Panel>

        {report && (
          <Panel title={report.dry_run ? t("import.report_check") : t("import.report_done")}>
            <p role="status" className="mb-3 font-bold text-slate-900">
              {report.dry_run
                ? t("import.nothing_written")
                : report.applied
                  ? t("import.written")
                  : t("import.not_written")}
            </p>
            <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-6">
              {(["rows", "create", "update", "unchanged", "conflict", "rejected"] as const).map((key) => (
                <div key={key} className="rounded-md border border-slate-200 p-3">
                  <dt className="text-sm text-slate-600">{t(`import.summary_${key}`)}</dt>
                  <dd className="text-xl font-bold">
                    <Count value={report.summary[key]} />
                  </dd>
                </div>
              ))}
            </dl>
            {report.summary.stock_ignored > 0 && (
              <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
                {t("import.stock_ignored", { count: report.summary.stock_ignored })}
              </p>
            )}
            {(report.new_brands.length > 0 || report.new_categories.length > 0) && (
              <ul className="mb-4 list-inside list-disc text-sm">
                {report.new_brands.length > 0 && (
                  <li>{t("import.new_brands", { names: report.new_brands.join("، ") })}</li>
                )}
                {report.new_categories.length > 0 && (
                  <li>{t("import.new_categories", { names: report.new_categories.join("، ") })}</li>
                )}
              </ul>
            )}
            <Button look="secondary" onClick={() => saveFile(reportCsv(t, report), "import-report.csv")}>
              {t("import.download_report")}
            </Button>
            <ChangesTable rows={changed} />
            {rejected.length > 0 && (
              <ScrollRegion label={t("import.rejected_rows")} className="mt-4">
                <table className="w-full text-sm">
                  <caption className="mb-2 text-start font-bold">{t("import.rejected_rows")}</caption>
                  <thead>
                    <tr className="border-b border-slate-300 text-start">
                      <th scope="col" className="p-2 text-start">
                        {t("import.line")}
                      </th>
                      <th scope="col" className="p-2 text-start">
                        {t("import.code")}
                      </th>
                      <th scope="col" className="p-2 text-start">
                        {t("import.problems")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rejected.slice(0, 200).map((row) => (
                      <tr key={row.line} className="border-b border-slate-100 align-top">
                        <td className="p-2">
                          <Count value={row.line} />
                        </td>
                        <td className="p-2" dir="ltr">
                          {row.code}
                        </td>
                        <td className="p-2">
                          <ul>
                            {row.errors.map((error) => (
                              <li key={`${error.column}-${error.code}`}>{errorText(t, error)}</li>
                            ))}
                          </ul>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {rejected.length > 200 && <p className="mt-2 text-sm">{t("import.more_in_report")}</p>}
              </ScrollRegion>
            )}
          </Panel>
        )}
      </div>
    </div>
  );
}

/** Each row's changes to products that exist, field by field: what it was and what the file makes it. */
function ChangesTable({ rows }: { rows: ImportRowReport[] }) {
  const { t } = useI18n();
  if (rows.length === 0) return <p className="mt-4 text-sm text-slate-700">{t("import.changes_none")}</p>;
  return (
    <ScrollRegion label={t("import.changes")} className="mt-4">
      <table className="w-full text-sm">
        <caption className="mb-2 text-start font-bold">{t("import.changes")}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {(["line", "code", "action", "field", "old", "new"] as const).map((key) => (
              <th key={key} scope="col" className="p-2 text-start">
                {t(`import.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, 200).flatMap((row) =>
            row.changes.map((change, index) => (
              <tr
                key={`${row.line}-${change.column}`}
                data-line={row.line}
                className={`border-b border-slate-100 align-top ${row.action === "conflict" ? "bg-amber-50" : ""}`}
              >
                {index === 0 ? (
                  <>
                    <td className="p-2" rowSpan={row.changes.length}>
                      <Count value={row.line} />
                    </td>
                    <td className="p-2" dir="ltr" rowSpan={row.changes.length}>
                      {row.code}
                    </td>
                    <td className="p-2" rowSpan={row.changes.length}>
                      {t(`import.action_${row.action}`)}
                    </td>
                  </>
                ) : null}
                <td className="p-2">{columnLabel(t, change.column)}</td>
                <td className="p-2">
                  <bdi>{valueText(t, change.column, change.old)}</bdi>
                </td>
                <td className="p-2 font-bold">
                  <bdi>{valueText(t, change.column, change.new)}</bdi>
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      {rows.length > 200 && <p className="mt-2 text-sm">{t("import.more_in_report")}</p>}
    </ScrollRegion>
  );
}
