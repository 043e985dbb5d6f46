import { useTranslation } from "#app/lib/i18n.tsx";
import { hoursColumns, hoursRows } from "../hours.ts";

/** A branch's opening hours: 1, 2 or 3 columns by the number of entries (spec §2). */
export function HoursTable({ hours, caption }: { hours: { name: string }[]; caption?: string }) {
  const { t } = useTranslation();
  if (hours.length === 0) return null;
  const columns = hoursColumns(hours.length);
  return (
    <table data-columns={columns} className="w-full border-collapse overflow-hidden rounded-lg text-sm">
      <caption className="mb-2 text-start font-bold text-stone-900">
        {caption ?? t("branch_opening_hours")}
      </caption>
      <tbody>
        {hoursRows(hours.map((hour, i) => ({ ...hour, key: `${i}:${hour.name}` }))).map((row) => (
          <tr key={row[0]?.key} className="odd:bg-stone-50">
            {row.map((hour) => (
              <td key={hour.key} className="border border-stone-200 px-3 py-2 align-top">
                <bdi>{hour.name}</bdi>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
