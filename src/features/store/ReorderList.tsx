import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { Button } from '../../components/Button/Button';
import { classes } from '../../components/classes';

export interface ReorderEntry {
  id: number;
  name: string;
}

export interface ReorderListProps<E extends ReorderEntry> {
  entries: readonly E[];
  /** Moves an entry to a new index (buttons and drag and drop alike). */
  onMove: (id: number, toIndex: number) => void;
  renderEntry: (entry: E) => ReactNode;
  /** The entry's own buttons (edit, remove), after the move buttons. */
  renderActions?: (entry: E) => ReactNode;
  /** Accessible names of the move buttons ('Move Tea up'). */
  moveUpLabel: (entry: E) => string;
  moveDownLabel: (entry: E) => string;
  /** Visible words of the move buttons. */
  upText: string;
  downText: string;
  className?: string;
}

type Direction = 'up' | 'down';

/**
 * A list whose order the merchant changes: 'Move up' and 'Move down' buttons on every entry (the
 * keyboard's way, and a phone's), and drag and drop with a mouse. After a move by button the
 * focus stays on the moved entry's button, wherever the entry now is (or on its other move
 * button when it reached an end), also when the move is undone.
 */
export function ReorderList<E extends ReorderEntry>({
  entries,
  onMove,
  renderEntry,
  renderActions,
  moveUpLabel,
  moveDownLabel,
  upText,
  downText,
  className,
}: ReorderListProps<E>) {
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; button: Direction } | null>(
    null,
  );
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const order = entries.map((entry) => entry.id).join(',');

  // The moved entry's DOM node changed place: focus goes back to its button.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || focusAfterMove === null) return;
    const active = document.activeElement;
    if (active && active !== document.body && !list.contains(active)) return;
    const find = (button: Direction) =>
      list.querySelector<HTMLButtonElement>(
        `[data-list="${listId}"][data-move="${button}"][data-entry="${focusAfterMove.id}"]`,
      );
    const wanted = find(focusAfterMove.button);
    const target =
      wanted && !wanted.disabled ? wanted : find(focusAfterMove.button === 'up' ? 'down' : 'up');
    if (target && target !== active) target.focus();
  }, [order, focusAfterMove, listId]);

  // Focus taken elsewhere (another button, another entry): a later reorder leaves it there.
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    if (focusAfterMove === null) return;
    const { dataset } = event.target;
    if (dataset.list !== listId || dataset.entry !== String(focusAfterMove.id)) {
      setFocusAfterMove(null);
    }
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setFocusAfterMove(null);
  };

  const moveBy = (entry: E, index: number, button: Direction) => {
    setFocusAfterMove({ id: entry.id, button });
    onMove(entry.id, button === 'up' ? index - 1 : index + 1);
  };

  const endDrag = () => {
    setDragging(null);
    setDropIndex(null);
  };

  const dragHandlers = (entry: E, index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLLIElement>) => {
      // An inner list's drag is its own, not its container's.
      event.stopPropagation();
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', entry.name);
      setDragging(entry.id);
    },
    onDragOver: (event: DragEvent<HTMLLIElement>) => {
      if (dragging === null) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'move';
      if (dropIndex !== index) setDropIndex(index);
    },
    onDrop: (event: DragEvent<HTMLLIElement>) => {
      if (dragging === null) return;
      event.preventDefault();
      event.stopPropagation();
      if (dragging !== entry.id) onMove(dragging, index);
      endDrag();
    },
    onDragEnd: (event: DragEvent<HTMLLIElement>) => {
      event.stopPropagation();
      endDrag();
    },
  });

  return (
    <ul
      ref={listRef}
      className={classes('store-reorder', className)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {entries.map((entry, index) => (
        <li
          key={entry.id}
          className={classes(
            'store-reorder__entry',
            dragging === entry.id && 'store-reorder__entry--dragging',
            dropIndex === index && dragging !== entry.id && 'store-reorder__entry--drop',
          )}
          {...dragHandlers(entry, index)}
        >
          <span className="store-reorder__handle" aria-hidden="true">
            ⠿
          </span>
          <div className="store-reorder__body">{renderEntry(entry)}</div>
          <div className="store-reorder__actions">
            <Button
              variant="secondary"
              className="store-reorder__move"
              data-list={listId}
              data-move="up"
              data-entry={entry.id}
              aria-label={moveUpLabel(entry)}
              disabled={index === 0}
              onClick={() => moveBy(entry, index, 'up')}
            >
              <span aria-hidden="true">↑ </span>
              {upText}
            </Button>
            <Button
              variant="secondary"
              className="store-reorder__move"
              data-list={listId}
              data-move="down"
              data-entry={entry.id}
              aria-label={moveDownLabel(entry)}
              disabled={index === entries.length - 1}
              onClick={() => moveBy(entry, index, 'down')}
            >
              <span aria-hidden="true">↓ </span>
              {downText}
            </Button>
            {renderActions?.(entry)}
          </div>
        </li>
      ))}
    </ul>
  );
}
