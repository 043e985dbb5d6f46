import { baseKeymap, setBlockType, toggleMark } from "prosemirror-commands";
import { history, redo, undo } from "prosemirror-history";
import { keymap } from "prosemirror-keymap";
import type { MarkType, NodeType, Node as ProseNode } from "prosemirror-model";
import { liftListItem, splitListItem, wrapInList } from "prosemirror-schema-list";
import { type Command, type EditorState, type Plugin, TextSelection } from "prosemirror-state";
import { richTextSchema as schema } from "./rich-text.ts";

/** The editor's commands and what the toolbar shows as pressed, on ProseMirror's state alone (no view). */

export function isMarkActive(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/** The block the caret is in is `type` (with `attrs`, when given). */
export function isBlockActive(
  state: EditorState,
  type: NodeType,
  attrs: Record<string, unknown> = {},
): boolean {
  const { parent } = state.selection.$from;
  return parent.type === type && Object.entries(attrs).every(([name, value]) => parent.attrs[name] === value);
}

/** The nearest list around the caret, with its position. */
function listAround(state: EditorState): { node: ProseNode; pos: number } | null {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type === schema.nodes.bullet_list || node.type === schema.nodes.ordered_list)
      return { node, pos: $from.before(depth) };
  }
  return null;
}

export const isListActive = (state: EditorState, type: NodeType): boolean =>
  listAround(state)?.node.type === type;

/** Into a list of `type`; out of it when already in one; a list of the other kind changes kind. */
export function toggleList(type: NodeType): Command {
  return (state, dispatch) => {
    const list = listAround(state);
    if (!list) return wrapInList(type)(state, dispatch);
    if (list.node.type === type) return liftListItem(schema.nodes.list_item)(state, dispatch);
    dispatch?.(state.tr.setNodeMarkup(list.pos, type));
    return true;
  };
}

/** A heading of `level`, or back to a paragraph when the block is one already. */
export const toggleHeading =
  (level: number): Command =>
  (state, dispatch) =>
    isBlockActive(state, schema.nodes.heading, { level })
      ? setBlockType(schema.nodes.paragraph)(state, dispatch)
      : setBlockType(schema.nodes.heading, { level })(state, dispatch);

export const toParagraph: Command = setBlockType(schema.nodes.paragraph);

/** The link over the selection (or around the caret) removed. */
export const removeLink: Command = (state, dispatch) => {
  const type = schema.marks.link;
  let { from, to } = state.selection;
  if (state.selection.empty) {
    // The whole link the caret is in.
    const { $from } = state.selection;
    const mark = type.isInSet($from.marks());
    if (!mark) return false;
    while (from > $from.start() && state.doc.rangeHasMark(from - 1, from, type)) from--;
    while (to < $from.end() && state.doc.rangeHasMark(to, to + 1, type)) to++;
  }
  dispatch?.(state.tr.removeMark(from, to, type));
  return true;
};

/** A link to `href` over the selection; with nothing selected, the address itself as the link's text. */
export const addLink =
  (href: string): Command =>
  (state, dispatch) => {
    const mark = schema.marks.link.create({ href });
    const { from, to, empty } = state.selection;
    if (!dispatch) return true;
    if (empty) dispatch(state.tr.insert(from, schema.text(href, [mark])).scrollIntoView());
    else dispatch(state.tr.addMark(from, to, mark).scrollIntoView());
    return true;
  };

const hardBreak: Command = (state, dispatch) => {
  dispatch?.(state.tr.replaceSelectionWith(schema.nodes.hard_break.create()).scrollIntoView());
  return true;
};

/** The whole document replaced by `content` (a copied source or its structure), the caret at its start. */
export const replaceDocument =
  (doc: ProseNode): Command =>
  (state, dispatch) => {
    if (!dispatch) return true;
    const tr = state.tr.replaceWith(0, state.doc.content.size, doc.content);
    dispatch(tr.setSelection(TextSelection.atStart(tr.doc)).scrollIntoView());
    return true;
  };

/**
 * Undo history and the keys. Shortcuts go through prosemirror-keymap, which falls back to the physical key
 * on a non-Latin layout (Ctrl+B on an Arabic keyboard is bold). Tab is left alone so that it leaves the editor.
 */
export function editorPlugins(): Plugin[] {
  return [
    history(),
    keymap({
      "Mod-z": undo,
      "Shift-Mod-z": redo,
      "Mod-y": redo,
      "Mod-b": toggleMark(schema.marks.strong),
      "Mod-i": toggleMark(schema.marks.em),
      "Mod-u": toggleMark(schema.marks.underline),
      "Shift-Enter": hardBreak,
      Enter: splitListItem(schema.nodes.list_item),
    }),
    keymap(baseKeymap),
  ];
}
