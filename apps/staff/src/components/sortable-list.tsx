import { type ReactNode, useState } from "react";
import { useI18n } from "#staff/lib/i18n.tsx";
import { moveItem } from "./sortable.ts";

/**
 * An ordered list staff reorder by dragging a row or with its "up"/"down" buttons (the keyboard's way, and
 * announced). `onReorder` gets the whole new order; the caller saves it.
 *   <SortableList items={images} itemKey={(i) => i} itemLabel={(i, n) => "media.image_n"}
 *     onReorder={setImages} render={(image) => <img … />} />
 */
export function SortableList<Item>({
  items,
  itemKey,
  itemLabel,
  render,
  onReorder,
  label,
}: {
  items: readonly Item[];
  itemKey: (item: Item) => string | number;
  /** What a screen reader calls the row in "Move … up". */
  itemLabel: (item: Item, position: number) => string;
  render: (item: Item, index: number) => ReactNode;
  onReorder: (items: Item[]) => void;
  label: string;
}) {
  const { t } = useI18n();
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onReorder(moveItem(items, from, to));
    setAnnouncement(
      t("sortable.moved", { item: itemLabel(items[from] as Item, from + 1), position: to + 1 }),
    );
  };
  const small =
    "min-h-8 min-w-8 rounded border border-slate-300 bg-white px-2 text-sm disabled:text-slate-300";
  return (
    <>
      <ol aria-label={label} className="space-y-2">
        {items.map((item, index) => (
          <li
            key={itemKey(item)}
            draggable
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = "move";
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            className={`flex items-center gap-2 rounded-md border bg-white p-2 ${
              dragged === index ? "border-brand-700 opacity-60" : "border-slate-200"
            }`}
          >
            <span aria-hidden="true" className="cursor-grab select-none text-slate-500">
              ⠿
            </span>
            <div className="min-w-0 flex-1">{render(item, index)}</div>
            <button
              type="button"
              className={small}
              disabled={index === 0}
              aria-label={t("sortable.up", { item: itemLabel(item, index + 1) })}
              onClick={() => move(index, index - 1)}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className={small}
              disabled={index === items.length - 1}
              aria-label={t("sortable.down", { item: itemLabel(item, index + 1) })}
              onClick={() => move(index, index + 1)}
            >
              <span aria-hidden="true">↓</span>
            </button>
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
