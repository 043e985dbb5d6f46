import { type ReactNode, useState } from "react";
import { useI18n } from "#staff/lib/i18n.tsx";
import { Button } from "./button.tsx";

/**
 * An ordered list staff can rearrange by dragging a row or with its up/down buttons (keyboard and touch
 * users never need to drag). `onReorder` receives the whole new order; the caller saves it.
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}

export function SortableList<T>({
  items,
  itemKey,
  itemLabel,
  renderItem,
  onReorder,
}: {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  /** Names the row in the buttons' accessible names ("Move image 2 up"). */
  itemLabel: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  onReorder: (items: T[]) => void;
}) {
  const { t } = useI18n();
  const [dragged, setDragged] = useState<number | null>(null);
  return (
    <ol className="space-y-2">
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
            if (dragged !== null) onReorder(moveItem(items, dragged, index));
            setDragged(null);
          }}
          onDragEnd={() => setDragged(null)}
          className={`flex items-center gap-3 rounded-md border border-slate-200 bg-white p-2 ${
            dragged === index ? "opacity-50" : ""
          }`}
        >
          <span aria-hidden="true" className="cursor-grab select-none text-slate-500">
            ⠿
          </span>
          <div className="min-w-0 flex-1">{renderItem(item, index)}</div>
          <div className="flex gap-1">
            <Button
              look="secondary"
              className="min-h-8 px-2 py-1"
              disabled={index === 0}
              aria-label={t("sortable.move_up", { item: itemLabel(item, index) })}
              onClick={() => onReorder(moveItem(items, index, index - 1))}
            >
              ↑
            </Button>
            <Button
              look="secondary"
              className="min-h-8 px-2 py-1"
              disabled={index === items.length - 1}
              aria-label={t("sortable.move_down", { item: itemLabel(item, index) })}
              onClick={() => onReorder(moveItem(items, index, index + 1))}
            >
              ↓
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}
